"""French cases of set R: a vineyard tour, a bike-sharing scheme and a town archive."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

VIGNE = "Le domaine des Trois Chênes propose des visites guidées du vignoble du 1er mai au 30 septembre. La visite dure une heure et demie et se termine par une dégustation de trois vins. Le billet coûte 18 € par adulte, et la visite est gratuite pour les moins de 12 ans. Les visites sont assurées par la vigneronne Claire Dubreuil, aidée de son apprenti Hugo Marchand."
VELO = "Le service de vélos en libre-service VéloLune compte 900 vélos répartis dans 60 stations. L'abonnement annuel coûte 35 € et donne droit à 30 minutes gratuites par trajet. Au-delà, chaque demi-heure supplémentaire est facturée 1 €. Il faut avoir au moins 14 ans pour s'inscrire."
ARCH = "Les archives municipales de Saint-Aubrac conservent environ 450 000 documents, dont le plus ancien date de 1298. La salle de lecture est ouverte du mardi au vendredi, de 9 h à 17 h. La consultation est gratuite, mais une carte de lecteur est obligatoire. Les photos sans flash sont autorisées."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("fr-r-001", "para.reorder", "Combien coûte la visite pour un adulte ?", "Pour un adulte, le billet coûte 18 €.", VIGNE, True),
    w.faith("fr-r-002", "para.passive", "Qui assure les visites ?", "La vigneronne Claire Dubreuil assure les visites, avec l'aide de son apprenti Hugo Marchand.", VIGNE, True),
    w.faith("fr-r-003", "fmt.unit", "Combien de temps dure la visite ?", "La visite dure 90 minutes.", VIGNE, True),
    w.faith("fr-r-004", "fmt.date", "À quelle période le domaine propose-t-il des visites ?", "Les visites ont lieu du 01/05 au 30/09.", VIGNE, True),
    w.faith("fr-r-005", "fmt.number", "Combien de vins sont servis à la dégustation ?", "La dégustation comprend 3 vins.", VIGNE, True),
    w.faith("fr-r-006", "fmt.thousands", "Combien de documents les archives conservent-elles ?", "Les archives conservent environ 450000 documents.", ARCH, True),
    w.faith("fr-r-007", "fmt.time", "Quels sont les horaires de la salle de lecture ?", "La salle de lecture est ouverte du mardi au vendredi, de 09h00 à 17h00.", ARCH, True),
    w.faith("fr-r-008", "fmt.currency", "Combien coûte l'abonnement annuel ?", "L'abonnement annuel coûte 35 euros.", VELO, True),
    w.faith("fr-r-009", "para.nominal", "Quel âge faut-il avoir pour s'inscrire ?", "L'inscription est réservée aux personnes d'au moins 14 ans.", VELO, True),
    w.faith("fr-r-010", "wrap.attribution", "La consultation des archives est-elle payante ?", "D'après les informations fournies, la consultation est gratuite, mais une carte de lecteur est obligatoire.", ARCH, True),
    w.faith("fr-r-011", "para.pronoun", "De quand date le plus ancien document des archives ?", "Il date de 1298.", ARCH, True),
    w.faith("fr-r-012", "fmt.period", "Combien coûte l'abonnement VéloLune ?", "L'abonnement coûte 35 € par an.", VELO, True),
    # one clear error each
    w.faith("fr-r-013", "value.number", "Combien de stations compte VéloLune ?", "Le service compte 900 vélos répartis dans 80 stations.", VELO, False),
    w.faith("fr-r-014", "value.date", "De quand date le plus ancien document ?", "Le plus ancien document date de 1398.", ARCH, False),
    w.faith("fr-r-015", "value.time", "Quand la salle de lecture est-elle ouverte ?", "La salle de lecture est ouverte du mardi au vendredi, de 9 h à 18 h.", ARCH, False),
    w.faith("fr-r-016", "value.currency", "Combien coûte l'abonnement annuel ?", "L'abonnement annuel coûte 53 €.", VELO, False),
    w.faith("fr-r-017", "negation", "Peut-on prendre des photos aux archives ?", "Les photos sans flash ne sont pas autorisées.", ARCH, False),
    w.faith("fr-r-018", "antonym", "Les enfants paient-ils la visite ?", "La visite est payante pour les moins de 12 ans.", VIGNE, False),
    w.faith("fr-r-019", "role.swap", "Qui assure les visites ?", "Les visites sont assurées par l'apprenti Hugo Marchand, aidé de la vigneronne Claire Dubreuil.", VIGNE, False),
    w.faith("fr-r-020", "quantifier", "Combien coûte la visite ?", "Tous les visiteurs paient 18 € pour la visite.", VIGNE, False),
    w.faith("fr-r-021", "added.fact", "Comment se termine la visite ?", "La visite se termine par une dégustation de trois vins et de fromages de la région.", VIGNE, False),
    w.faith("fr-r-022", "modality", "Faut-il une carte de lecteur ?", "La consultation est gratuite, et une carte de lecteur est conseillée mais pas obligatoire.", ARCH, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-r-023", "refusal.short", "Le domaine vend-il ses vins en ligne ?", "Je ne sais pas.", VIGNE, True),
    w.refusal("fr-r-024", "refusal.long", "Peut-on réserver une salle de travail aux archives ?", "Je suis désolé, mais les informations dont je dispose ne précisent nulle part s'il est possible de réserver une salle de travail aux archives municipales ; je ne peux donc pas répondre à cette question.", ARCH, True),
    w.refusal("fr-r-025", "refusal.hedged", "Combien de vélos compte VéloLune ?", "Je n'en suis pas tout à fait sûr, mais il me semble que le service compte 900 vélos.", VELO, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-r-026", "correct.wordy", "À partir de quel âge peut-on s'inscrire à VéloLune ?", "Pour pouvoir s'inscrire au service VéloLune, il faut avoir au minimum 14 ans.", "À partir de 14 ans.", True),
    w.correct("fr-r-027", "correct.short", "Combien de vins sont dégustés à la fin de la visite ?", "Trois.", "La visite se termine par une dégustation de trois vins.", True),
    w.correct("fr-r-028", "wrong.value", "Quels jours la salle de lecture est-elle ouverte ?", "Du lundi au jeudi.", "Du mardi au vendredi.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-r-029", "relevant.direct", "Combien de temps dure la visite du vignoble ?", "Une heure et demie.", VIGNE, True),
    w.relevant("fr-r-030", "relevant.yesno", "Faut-il payer pour consulter les archives ?", "Non, la consultation est gratuite.", ARCH, True),
    w.relevant("fr-r-031", "offtopic.true", "Combien coûte l'abonnement annuel à VéloLune ?", "Le service compte 900 vélos répartis dans 60 stations.", VELO, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-r-032", "diag.pass", "Peut-on prendre des photos aux archives ?", "Oui, les photos sont autorisées, à condition de ne pas utiliser le flash.",
           {"arch-regles": "La consultation est gratuite, mais une carte de lecteur est obligatoire. Les photos sans flash sont autorisées.",
            "arch-fonds": "Les archives municipales de Saint-Aubrac conservent environ 450 000 documents."},
           ("arch-regles",), "pass"),
    w.diag("fr-r-033", "diag.missed", "Combien coûte l'abonnement annuel à VéloLune ?", "Les documents fournis n'indiquent pas le prix de l'abonnement annuel.",
           {"velo-flotte": "Le service VéloLune compte 900 vélos répartis dans 60 stations.",
            "velo-age": "Il faut avoir au moins 14 ans pour s'inscrire à VéloLune."},
           ("velo-tarifs",), "fix_retrieval"),
    w.diag("fr-r-034", "diag.correct_refusal", "Le domaine propose-t-il un hébergement ?", "Je ne trouve aucune information sur un hébergement dans les documents.",
           {"vigne-visites": "Le domaine des Trois Chênes propose des visites guidées du vignoble du 1er mai au 30 septembre.",
            "vigne-billets": "Le billet coûte 18 € par adulte."},
           (), "correct_refusal"),
    w.diag("fr-r-035", "diag.offtopic", "À quelle heure ferme la salle de lecture ?", "Les archives conservent environ 450 000 documents.",
           {"arch-horaires": "La salle de lecture est ouverte du mardi au vendredi, de 9 h à 17 h.",
            "arch-fonds": "Les archives municipales de Saint-Aubrac conservent environ 450 000 documents."},
           ("arch-horaires",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
