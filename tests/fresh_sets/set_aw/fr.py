"""French cases of set AW: a kayak rental in the Ardèche gorges, a public media library,
a neighbourhood flea market and a fresh pasta cooking workshop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

KAYAK = (
    "Le loueur Canoë des Gorges, à Vallon, propose des kayaks biplaces à 28 € la demi-journée et 40 € la journée. "
    "Le gilet de sauvetage est obligatoire et fourni avec chaque bateau. "
    "Les enfants doivent avoir au moins 8 ans et savoir nager 25 mètres. "
    "La navette de retour part du pont de Salavas à 16 h 30."
)
MEDIA = (
    "La médiathèque Louise-Michel est ouverte du mardi au samedi de 10 h à 18 h, sauf le jeudi, où elle ferme à 20 h. "
    "L'abonnement annuel coûte 15 € et il est gratuit pour les moins de 18 ans. "
    "Chaque abonné peut emprunter jusqu'à 10 documents pour trois semaines."
)
BROC = (
    "La brocante du quartier Saint-Michel aura lieu le dimanche 14 septembre, de 7 h à 18 h, place des Tilleuls. "
    "Un emplacement de 3 mètres coûte 12 €, et les inscriptions se font à la mairie jusqu'au 5 septembre. "
    "La vente d'animaux et de plats faits maison est interdite."
)
PATES = (
    "L'atelier « Pâtes fraîches », animé par la cheffe Amandine Roux, se déroule le samedi 22 février de 9 h 30 à 12 h 30. "
    "Il accueille huit participants au maximum et coûte 55 €, repas compris. "
    "Les participants repartent avec leurs pâtes et un livret de recettes."
)

# fmt: off
FAITHFULNESS = [
    # réponses fidèles
    w.faith("fr-aw-001", "para.synonym", "Le gilet de sauvetage est-il fourni ?", "Oui, un gilet est remis avec chaque embarcation, et son port est obligatoire.", KAYAK, True),
    w.faith("fr-aw-002", "fmt.time", "À quelle heure part la navette de retour ?", "Elle part du pont de Salavas à quatre heures et demie de l'après-midi.", KAYAK, True),
    w.faith("fr-aw-003", "fmt.unit", "Quelles sont les conditions pour les enfants ?", "Ils doivent avoir 8 ans minimum et savoir nager 25 m.", KAYAK, True),
    w.faith("fr-aw-004", "fmt.period", "Combien de temps peut-on garder les documents empruntés ?", "Le prêt dure 21 jours.", MEDIA, True),
    w.faith("fr-aw-005", "para.except", "Quels sont les horaires de la médiathèque ?", "Du mardi au samedi, elle ouvre à 10 h et ferme à 18 h, à l'exception du jeudi, où elle reste ouverte jusqu'à 20 h.", MEDIA, True),
    w.faith("fr-aw-006", "para.pronoun", "Qui anime l'atelier « Pâtes fraîches » ?", "C'est la cheffe Amandine Roux ; elle l'anime le samedi 22 février.", PATES, True),
    w.faith("fr-aw-007", "para.reorder", "Quand et où a lieu la brocante ?", "Place des Tilleuls, le dimanche 14 septembre, de 7 h à 18 h.", BROC, True),
    w.faith("fr-aw-008", "wrap.hedge", "Combien coûte l'abonnement à la médiathèque ?", "Si je ne me trompe pas, l'abonnement annuel est à 15 €.", MEDIA, True),
    w.faith("fr-aw-009", "fmt.currency", "Combien coûte un emplacement à la brocante ?", "Un emplacement de 3 mètres revient à douze euros.", BROC, True),
    # réponses avec une seule erreur
    w.faith("fr-aw-010", "value.number", "Combien de personnes l'atelier peut-il accueillir ?", "L'atelier accueille douze participants au maximum.", PATES, False),
    w.faith("fr-aw-011", "value.date", "Jusqu'à quand peut-on s'inscrire à la brocante ?", "Les inscriptions sont ouvertes à la mairie jusqu'au 10 septembre.", BROC, False),
    w.faith("fr-aw-012", "negation", "Le repas est-il compris dans le prix de l'atelier ?", "Non, le repas n'est pas compris dans les 55 €.", PATES, False),
    w.faith("fr-aw-013", "antonym", "À quelle heure la médiathèque ferme-t-elle le jeudi ?", "Le jeudi, elle ouvre à 20 h.", MEDIA, False),
    w.faith("fr-aw-014", "modality", "Le gilet de sauvetage est-il obligatoire ?", "Le gilet est simplement conseillé ; il est fourni avec chaque bateau.", KAYAK, False),
    w.faith("fr-aw-015", "quantifier", "L'abonnement à la médiathèque est-il gratuit ?", "Oui, l'abonnement est gratuit pour tout le monde.", MEDIA, False),
    w.faith("fr-aw-016", "direction", "Qui n'a pas à payer l'abonnement ?", "Les plus de 18 ans ne paient pas l'abonnement.", MEDIA, False),
    w.faith("fr-aw-017", "added.entity", "Qui anime l'atelier de pâtes ?", "La cheffe Amandine Roux anime l'atelier avec le pâtissier Julien Marchal.", PATES, False),
    w.faith("fr-aw-018", "value.except", "Quel jour la médiathèque ferme-t-elle plus tard ?", "Elle ferme à 18 h, sauf le mercredi, où elle reste ouverte jusqu'à 20 h.", MEDIA, False),
]

REFUSAL = [
    w.refusal("fr-aw-019", "refusal.long", "Peut-on louer des kayaks en hiver ?", "Je suis désolé, mais les informations dont je dispose sur Canoë des Gorges parlent des tarifs, du gilet, de l'âge des enfants et de la navette, sans rien dire des périodes d'ouverture ; je ne peux donc pas vous répondre.", KAYAK, True),
    w.refusal("fr-aw-020", "refusal.short", "Y a-t-il un parking près de la brocante ?", "Aucune idée, désolé.", BROC, True),
    w.refusal("fr-aw-021", "refusal.hedged", "Combien coûte l'atelier « Pâtes fraîches » ?", "Je n'en suis pas tout à fait sûr, mais il me semble que l'atelier coûte 55 €, repas compris.", PATES, False),
]

CORRECTNESS = [
    w.correct("fr-aw-022", "correct.wordy", "Combien coûte un kayak biplace pour la journée ?", "Chez Canoë des Gorges, la location d'un kayak biplace pour une journée complète revient à 40 €.", "40 €.", True),
    w.correct("fr-aw-023", "correct.wordy", "Combien de documents peut-on emprunter à la médiathèque ?", "À la médiathèque Louise-Michel, chaque abonné a le droit d'emprunter jusqu'à dix documents.", "Jusqu'à 10 documents.", True),
    w.correct("fr-aw-024", "correct.format", "À quelle heure commence l'atelier « Pâtes fraîches » ?", "9:30.", "À 9 h 30.", True),
    w.correct("fr-aw-025", "wrong.value", "Combien coûte un emplacement à la brocante ?", "Un emplacement coûte 20 €.", "12 € pour un emplacement de 3 mètres.", False),
]

RELEVANCY = [
    w.relevant("fr-aw-026", "relevant.direct", "Où faut-il s'inscrire pour tenir un stand à la brocante ?", "À la mairie, avant le 5 septembre.", BROC, True),
    w.relevant("fr-aw-027", "relevant.direct", "Quand a lieu l'atelier de pâtes ?", "Le samedi 22 février, de 9 h 30 à 12 h 30.", PATES, True),
    w.relevant("fr-aw-028", "relevant.direct", "Combien faut-il prévoir pour une demi-journée en kayak biplace ?", "28 €.", KAYAK, True),
    w.relevant("fr-aw-029", "relevant.yesno", "Les mineurs paient-ils l'abonnement ?", "Non, c'est gratuit avant 18 ans.", MEDIA, True),
    w.relevant("fr-aw-030", "offtopic.true", "À quelle heure part la navette de retour ?", "Le gilet de sauvetage est fourni avec chaque bateau.", KAYAK, False),
]

DIAGNOSIS = [
    w.diag("fr-aw-031", "diag.pass", "Qu'emportent les participants à la fin de l'atelier de pâtes ?", "Ils repartent avec leurs pâtes et un livret de recettes.", {"atelier-pates": PATES, "brocante": BROC}, ("atelier-pates",), "pass"),
    w.diag("fr-aw-032", "diag.missed", "À quelle heure part la navette de retour des kayaks ?", "Je n'ai trouvé aucune information sur la navette de retour.", {"mediatheque": MEDIA, "brocante": BROC}, ("kayak",), "fix_retrieval"),
    w.diag("fr-aw-033", "diag.correct_refusal", "La médiathèque prête-t-elle des liseuses ?", "Les informations disponibles ne disent pas si la médiathèque prête des liseuses.", {"mediatheque": MEDIA}, (), "correct_refusal"),
    w.diag("fr-aw-034", "diag.offtopic", "Jusqu'à quand peut-on s'inscrire à la brocante ?", "La vente d'animaux est interdite à la brocante.", {"brocante": BROC}, ("brocante",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
