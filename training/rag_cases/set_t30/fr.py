"""French cases of set t30: a residence's house rules and bike room, a campground's rates
and history, a language tandem club and its pairing rules, an electric car charging
network's prices and history, a ski resort's lift passes and a dental top-up insurance
plan."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

REGLEMENT = (
    "Résidence Les Tilleuls – règlement intérieur : les travaux bruyants sont autorisés du lundi au vendredi de 8 h 30 à 19 h 30 et le samedi de 9 h à 12 h. "
    "Les poubelles jaunes (recyclage) sont à sortir le mercredi soir. "
    "Il est interdit de fumer dans les parties communes. "
    "La gardienne, Mme Lefebvre, reçoit les résidents du lundi au vendredi de 10 h à 12 h."
)
LOCAL_VELOS = (
    "Le local à vélos de la résidence Les Tilleuls a été agrandi en juin 2023 par l'entreprise Bâti-Rhône. "
    "Il compte désormais 40 places. "
    "Chaque logement a droit à deux places, et le badge d'accès est remis par le syndic Immogest. "
    "Les trottinettes électriques n'y sont pas acceptées."
)
CAMPING_TARIFS = (
    "Camping Les Pins Dorés – tarifs par nuit : emplacement tente 12 €, emplacement camping-car 19 €, plus 6,50 € par adulte et 3,50 € par enfant de 2 à 12 ans. "
    "L'électricité (10 A) est facturée 4,80 € par nuit. "
    "La taxe de séjour s'élève à 0,60 € par adulte et par nuit. "
    "Arrivées à partir de 15 h, départs avant 12 h."
)
CAMPING_HISTOIRE = (
    "Le camping Les Pins Dorés a été créé en 1965 par Marcel Roux. "
    "En 2012, la commune de Saint-Aubin l'a racheté, puis y a fait construire une piscine chauffée trois ans plus tard. "
    "La piscine est gratuite pour les campeurs et ouverte de juin à septembre. "
    "Les chiens sont acceptés, tenus en laisse, sauf en juillet et en août."
)
CLUB = (
    "Le club « Tandem Lyon » a été fondé en 2014 par Élodie Martin, professeure d'anglais, et Kenji Watanabe, étudiant japonais. "
    "Il se réunit tous les mardis de 18 h 30 à 20 h 30 à la médiathèque du 3e arrondissement. "
    "L'adhésion coûte 20 € par an, et la première séance est offerte. "
    "Pendant la première heure, on parle français ; pendant la seconde, la langue du partenaire."
)
CLUB_BINOMES = (
    "Au club Tandem Lyon, c'est la coordinatrice, Sophie Garnier, qui attribue les binômes. "
    "Les binômes doivent se voir au moins une fois par semaine en dehors des séances. "
    "Un membre absent trois mardis de suite sans prévenir perd son binôme. "
    "Le club propose actuellement l'anglais, le japonais, l'allemand et l'italien."
)
RECHARGE_PRIX = (
    "Sur le réseau Borne&Go, la recharge rapide (jusqu'à 150 kW) coûte 0,55 € le kWh et la recharge normale 0,35 € le kWh. "
    "Au-delà de 45 minutes sur une borne rapide, des frais d'occupation de 0,20 € par minute s'appliquent. "
    "L'abonnement Borne&Go Pass, à 7 € par mois, donne droit à 25 % de réduction sur toutes les recharges."
)
RECHARGE_HISTOIRE = (
    "Borne&Go a été fondée en 2017 à Nantes par l'ingénieur Thomas Morel. "
    "En 2021, le groupe Énergies de l'Ouest a racheté la start-up, puis a triplé le nombre de bornes rapides en deux ans. "
    "Le réseau compte aujourd'hui 620 stations. "
    "Toutes les stations sont accessibles 24 h/24, à l'exception de celles situées dans les centres commerciaux, qui ferment à 21 h."
)
SKI = (
    "Station du Mont-Clair – forfaits : la journée coûte 46 € pour un adulte et 37 € pour un enfant de 5 à 11 ans. "
    "Les moins de 5 ans skient gratuitement sur présentation d'un justificatif d'âge. "
    "Le forfait demi-journée, valable à partir de 12 h 30, coûte 36 € pour un adulte. "
    "Les remontées fonctionnent tous les jours de 9 h à 16 h 45."
)
MUTUELLE = (
    "La formule Sourire Essentiel de la mutuelle MutaDent coûte 16 € par mois. "
    "Elle rembourse les détartrages à 100 % dans la limite de deux par an, et les couronnes à hauteur de 300 € chacune après un délai de carence de six mois. "
    "L'orthodontie n'est pas prise en charge. "
    "Le plafond annuel de remboursement est de 800 € par bénéficiaire."
)

# fmt: off
FAITHFULNESS = [
    # règlement intérieur
    w.faith("fr-t30-001", "para.pronoun", "Quand est-ce que je peux voir la gardienne ?", "La gardienne s'appelle Mme Lefebvre. Elle reçoit les résidents en semaine, de 10 h à midi.", REGLEMENT, True),
    w.faith("fr-t30-002", "fmt.time", "Jusqu'à quelle heure peut-on faire des travaux en semaine ?", "Du lundi au vendredi, on peut faire des travaux bruyants jusqu'à sept heures et demie du soir.", REGLEMENT, True),
    w.faith("fr-t30-003", "added.fact", "Quand faut-il sortir les poubelles jaunes ?", "Les poubelles jaunes se sortent le mercredi soir et sont ramassées le jeudi avant 7 h.", REGLEMENT, False),
    w.faith("fr-t30-004", "modality", "A-t-on le droit de fumer dans l'escalier ?", "Fumer dans les parties communes est déconseillé, mais ce n'est pas interdit.", REGLEMENT, False),
    w.faith("fr-t30-005", "value.date", "Quel jour sort-on le recyclage ?", "Les bacs jaunes sont à sortir le mardi soir.", REGLEMENT, False),
    # local à vélos
    w.faith("fr-t30-006", "para.relative", "Combien de places compte le local à vélos ?", "Le local à vélos, qu'a agrandi l'entreprise Bâti-Rhône en juin 2023, compte maintenant 40 places.", LOCAL_VELOS, True),
    w.faith("fr-t30-007", "para.combine", "Comment avoir accès au local à vélos ?", "Chaque logement dispose de deux places dans ce local de 40 places, et c'est le syndic Immogest qui donne le badge.", LOCAL_VELOS, True),
    w.faith("fr-t30-008", "added.fact", "Puis-je ranger ma trottinette électrique dans le local ?", "Non, les trottinettes électriques n'y sont pas admises ; elles doivent être rangées dans votre cave.", LOCAL_VELOS, False),
    w.faith("fr-t30-009", "value.number", "Combien de places a chaque logement ?", "Chaque logement a droit à trois places dans le local à vélos.", LOCAL_VELOS, False),
    # tarifs du camping
    w.faith("fr-t30-010", "fmt.currency", "Combien coûte l'électricité ?", "Le branchement électrique revient à quatre euros quatre-vingts par nuit.", CAMPING_TARIFS, True),
    w.faith("fr-t30-011", "para.combine", "Qu'est-ce qui s'ajoute au prix de l'emplacement tente ?", "En plus des 12 € de l'emplacement tente, on paie 6,50 € par adulte, ainsi que 0,60 € de taxe de séjour par adulte et par nuit.", CAMPING_TARIFS, True),
    w.faith("fr-t30-012", "fmt.range", "Mon fils a 8 ans, combien pour lui ?", "Pour les enfants âgés de deux à douze ans, c'est 3,50 € par nuit.", CAMPING_TARIFS, True),
    w.faith("fr-t30-013", "added.fact", "À quelle heure peut-on arriver ?", "Les arrivées se font à partir de 15 h, et l'accueil ferme à 20 h.", CAMPING_TARIFS, False),
    w.faith("fr-t30-014", "value.time", "Avant quelle heure faut-il partir ?", "Il faut libérer l'emplacement avant 11 h.", CAMPING_TARIFS, False),
    # histoire du camping
    w.faith("fr-t30-015", "para.relative", "À qui appartient le camping aujourd'hui ?", "Le camping qu'avait créé Marcel Roux en 1965 a été racheté par la commune de Saint-Aubin en 2012.", CAMPING_HISTOIRE, True),
    w.faith("fr-t30-016", "para.pronoun", "Qui a construit la piscine ?", "La commune de Saint-Aubin a racheté le camping en 2012. Trois ans plus tard, elle y a fait construire une piscine chauffée.", CAMPING_HISTOIRE, True),
    w.faith("fr-t30-017", "role.swap", "Qui a créé le camping ?", "C'est la commune de Saint-Aubin qui a créé le camping en 1965, avant que Marcel Roux ne le rachète en 2012.", CAMPING_HISTOIRE, False),
    w.faith("fr-t30-018", "para.except", "Les chiens sont-ils acceptés ?", "Les chiens tenus en laisse sont les bienvenus de septembre à juin ; en juillet et en août, ils ne sont pas acceptés.", CAMPING_HISTOIRE, True),
    w.faith("fr-t30-019", "added.fact", "La piscine est-elle payante ?", "Non, elle est gratuite pour les campeurs, ouverte de juin à septembre et surveillée par un maître-nageur.", CAMPING_HISTOIRE, False),
    w.faith("fr-t30-020", "value.except", "Quand les chiens ne sont-ils pas acceptés ?", "Les chiens en laisse sont acceptés toute l'année, sauf en août.", CAMPING_HISTOIRE, False),
    # club Tandem Lyon
    w.faith("fr-t30-021", "para.relative", "Où se réunit le club ?", "Le club, qu'Élodie Martin et Kenji Watanabe ont fondé en 2014, se retrouve chaque mardi à la médiathèque du 3e arrondissement.", CLUB, True),
    w.faith("fr-t30-022", "fmt.time", "À quelle heure sont les séances ?", "Les séances ont lieu le mardi de 18:30 à 20:30.", CLUB, True),
    w.faith("fr-t30-023", "para.combine", "Comment se passe une séance ?", "Sur les deux heures de séance du mardi, on parle français la première heure et la langue du partenaire la seconde.", CLUB, True),
    w.faith("fr-t30-024", "added.fact", "Combien coûte l'adhésion ?", "L'adhésion coûte 20 € par an, avec un tarif réduit de 10 € pour les étudiants, et la première séance est gratuite.", CLUB, False),
    w.faith("fr-t30-025", "wrap.opener", "La première séance est-elle payante ?", "Bonne nouvelle : la première séance est offerte ! Ensuite, l'adhésion revient à 20 € par an.", CLUB, True),
    # binômes
    w.faith("fr-t30-026", "para.passive", "Qui forme les binômes ?", "Les binômes sont attribués par la coordinatrice, Sophie Garnier.", CLUB_BINOMES, True),
    w.faith("fr-t30-027", "para.pronoun", "À quelle fréquence les binômes se voient-ils ?", "Sophie Garnier attribue les binômes. Ceux-ci doivent se retrouver au moins une fois par semaine en dehors des séances.", CLUB_BINOMES, True),
    w.faith("fr-t30-028", "modality", "Faut-il voir son binôme en dehors des séances ?", "Les binômes peuvent, s'ils en ont envie, se voir une fois par semaine en dehors des séances.", CLUB_BINOMES, False),
    w.faith("fr-t30-029", "added.fact", "Que se passe-t-il si je manque des séances ?", "Après trois mardis d'absence d'affilée sans prévenir, on perd son binôme et il faut repayer l'adhésion.", CLUB_BINOMES, False),
    w.faith("fr-t30-030", "quantifier", "Quelles langues propose le club ?", "Pour l'instant, le club ne propose que l'anglais.", CLUB_BINOMES, False),
    # prix de la recharge
    w.faith("fr-t30-031", "fmt.share", "Que donne le Borne&Go Pass ?", "Pour 7 € par mois, le Pass fait baisser d'un quart le prix de toutes les recharges.", RECHARGE_PRIX, True),
    w.faith("fr-t30-032", "para.combine", "Un abonné a-t-il une réduction sur la recharge normale ?", "Oui : la recharge normale, facturée 0,35 € le kWh, profite elle aussi des 25 % de réduction du Pass.", RECHARGE_PRIX, True),
    w.faith("fr-t30-033", "wrap.attribution", "Y a-t-il des frais si je reste branché ?", "D'après la grille tarifaire, des frais d'occupation de 20 centimes par minute s'appliquent après 45 minutes sur une borne rapide.", RECHARGE_PRIX, True),
    w.faith("fr-t30-034", "added.fact", "Combien coûte la recharge rapide ?", "La recharge rapide jusqu'à 150 kW coûte 0,55 € le kWh et permet de récupérer 80 % de batterie en une demi-heure.", RECHARGE_PRIX, False),
    w.faith("fr-t30-035", "value.number", "Quand s'appliquent les frais d'occupation ?", "Ils s'appliquent dès 30 minutes passées sur une borne rapide.", RECHARGE_PRIX, False),
    w.faith("fr-t30-036", "value.unit", "Combien coûte la recharge normale ?", "La recharge normale est facturée 0,35 € la minute.", RECHARGE_PRIX, False),
    # histoire du réseau
    w.faith("fr-t30-037", "para.relative", "À qui appartient Borne&Go ?", "Borne&Go, que l'ingénieur Thomas Morel avait fondée à Nantes en 2017, a été rachetée en 2021 par le groupe Énergies de l'Ouest.", RECHARGE_HISTOIRE, True),
    w.faith("fr-t30-038", "para.pronoun", "Qu'a changé le rachat ?", "Le groupe Énergies de l'Ouest a racheté Borne&Go en 2021. Il a ensuite triplé le nombre de bornes rapides en deux ans.", RECHARGE_HISTOIRE, True),
    w.faith("fr-t30-039", "para.except", "Peut-on recharger la nuit ?", "Seules les stations des centres commerciaux ferment, à 21 h ; toutes les autres restent ouvertes jour et nuit.", RECHARGE_HISTOIRE, True),
    w.faith("fr-t30-040", "role.swap", "Que s'est-il passé en 2021 ?", "En 2021, Borne&Go a racheté le groupe Énergies de l'Ouest.", RECHARGE_HISTOIRE, False),
    # forfaits de ski
    w.faith("fr-t30-041", "para.synonym", "Mon fils de 4 ans doit-il payer ?", "Non, les enfants de moins de 5 ans skient sans rien payer, à condition de fournir un justificatif d'âge.", SKI, True),
    w.faith("fr-t30-042", "added.fact", "Combien coûte le forfait demi-journée ?", "Le forfait demi-journée adulte est à 36 €, valable dès 12 h 30, et il donne aussi accès à la piste de luge.", SKI, False),
    # mutuelle dentaire
    w.faith("fr-t30-043", "para.combine", "Les couronnes sont-elles remboursées ?", "Avec la formule à 16 € par mois, chaque couronne est remboursée jusqu'à 300 €, après un délai de carence de six mois.", MUTUELLE, True),
    w.faith("fr-t30-044", "added.fact", "Combien de détartrages sont remboursés ?", "Deux détartrages par an sont remboursés à 100 %, à condition d'être faits chez un dentiste du réseau MutaDent.", MUTUELLE, False),
]

CORRECTNESS = [
    w.correct("fr-t30-045", "correct.wordy", "Combien coûte le forfait journée adulte au Mont-Clair ?", "Pour un adulte, il faut compter 46 euros pour skier toute la journée au Mont-Clair.", "46 €", True),
    w.correct("fr-t30-046", "correct.wordy", "Qui a fondé Borne&Go ?", "Borne&Go a été lancée en 2017 à Nantes par un ingénieur, Thomas Morel.", "Thomas Morel", True),
    w.correct("fr-t30-047", "correct.format", "À partir de quelle heure peut-on arriver au camping Les Pins Dorés ?", "Dès 15:00.", "À partir de 15 h", True),
    w.correct("fr-t30-048", "correct.format", "Quel est le plafond annuel de remboursement de Sourire Essentiel ?", "huit cents euros par an et par bénéficiaire", "800 € par bénéficiaire", True),
    w.correct("fr-t30-049", "wrong.value", "Combien coûte l'emplacement tente aux Pins Dorés ?", "L'emplacement tente coûte 16 € par nuit.", "12 € par nuit", False),
    w.correct("fr-t30-050", "wrong.role", "Qui a racheté Borne&Go en 2021 ?", "Borne&Go a racheté le groupe Énergies de l'Ouest.", "Le groupe Énergies de l'Ouest a racheté Borne&Go.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
