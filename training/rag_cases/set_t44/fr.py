"""French cases of set t44: la navette maritime de la rade de Brest, l'histoire d'une
entreprise d'autocars quimpéroise, une ligne de bus strasbourgeoise, un bus de nuit
toulousain et son dépôt, le TGV Paris–Bordeaux, un service d'autopartage grenoblois, un
loueur de vélos de l'île de Ré et un parking relais de Strasbourg."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

BATEAU = (
    "La navette maritime de la rade de Brest relie le port de commerce de Brest au Fret, sur la presqu'île de Crozon, en 25 minutes. "
    "D'avril à septembre, elle effectue cinq allers-retours par jour ; d'octobre à mars, trois seulement. "
    "Le billet aller coûte 6,50 €, et les vélos sont transportés gratuitement dans la limite de dix par traversée."
)
HISTOIRE = (
    "Les Cars Le Goff ont été créés en 1947 à Quimper par Yves Le Goff. "
    "En 1972, l'entreprise a obtenu la ligne régulière Quimper–Douarnenez, puis, en 2001, elle a été reprise par le groupe Breizh Mobilité. "
    "Le directeur de l'agence de Quimper est aujourd'hui Gwenaël Tanguy."
)
BUS = (
    "La ligne de bus 10 de la CTS fait le tour du centre de Strasbourg en 40 minutes. "
    "Elle circule tous les jours sauf le 1er mai, de 5 h 30 à minuit. "
    "Le ticket unitaire coûte 1,90 € à bord et 1,80 € au distributeur."
)
NUIT = (
    "À Toulouse, la ligne de nuit N1 relie le Capitole à l'université Paul-Sabatier. "
    "Elle circule uniquement les nuits du jeudi au vendredi, du vendredi au samedi et du samedi au dimanche, de minuit à 5 h, avec un bus toutes les 20 minutes. "
    "Les chauffeurs de la N1 sont rattachés au dépôt de Langlade, dirigé par Fabrice Roux."
)
TGV = (
    "Le TGV Inoui relie Paris-Montparnasse à Bordeaux-Saint-Jean en 2 h 04 depuis l'ouverture de la LGV Sud Europe Atlantique en juillet 2017. "
    "Auparavant, le trajet prenait environ 3 h 15. "
    "Les animaux de plus de 6 kg voyagent avec un billet à moitié prix."
)
AUTOPARTAGE = (
    "Le service d'autopartage Partag'Auto propose 95 voitures à Grenoble. "
    "La location coûte 3 € de l'heure et 0,35 € par kilomètre. "
    "L'abonnement mensuel est de 12 €, et les voitures doivent être rendues à leur station de départ."
)
VELO = (
    "À Saint-Martin-de-Ré, le loueur Cycl'Ré propose des vélos classiques à 12 € la journée et des vélos électriques à 28 €. "
    "Un siège enfant est prêté gratuitement. "
    "Le magasin est ouvert tous les jours de 9 h à 19 h en juillet et en août, et fermé le lundi le reste de l'année."
)
PARKING = (
    "Le parking relais Rotonde, à Strasbourg, compte 620 places. "
    "Pour 4,60 €, le ticket P+R donne droit au stationnement pour la journée et à un aller-retour en tram pour tous les occupants du véhicule. "
    "Le parking est ouvert du lundi au samedi de 6 h à 21 h."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-t44-001", "fmt.number", "Combien de temps dure la navette de Brest au Fret ?", "La traversée prend vingt-cinq minutes.", BATEAU, True),
    w.faith("fr-t44-002", "para.combine", "Combien d'allers-retours fait la navette par jour ?", "Cinq par jour d'avril à septembre, et seulement trois d'octobre à mars.", BATEAU, True),
    w.faith("fr-t44-003", "fmt.currency", "Combien coûte un aller simple pour Le Fret ?", "Six euros cinquante.", BATEAU, True),
    w.faith("fr-t44-004", "para.synonym", "Puis-je emporter mon vélo sur la navette ?", "Oui, sans supplément, mais pas plus de dix vélos par traversée.", BATEAU, True),
    w.faith("fr-t44-005", "para.combine", "Qui a créé les Cars Le Goff ?", "Yves Le Goff a fondé l'entreprise à Quimper en 1947 ; elle a été rachetée par le groupe Breizh Mobilité en 2001.", HISTOIRE, True),
    w.faith("fr-t44-006", "para.passive", "Quand l'entreprise a-t-elle changé de propriétaire ?", "Le groupe Breizh Mobilité a repris les Cars Le Goff en 2001.", HISTOIRE, True),
    w.faith("fr-t44-007", "para.pronoun", "Qui dirige l'agence de Quimper ?", "C'est Gwenaël Tanguy ; il est aujourd'hui à la tête de l'agence de Quimper.", HISTOIRE, True),
    w.faith("fr-t44-008", "para.except", "La ligne 10 circule-t-elle le 1er mai ?", "Non, le 1er mai est le seul jour de l'année où elle ne circule pas.", BUS, True),
    w.faith("fr-t44-009", "fmt.time", "Jusqu'à quelle heure circule la ligne 10 ?", "Elle circule de 5 h 30 du matin jusqu'à 24 h.", BUS, True),
    w.faith("fr-t44-010", "fmt.currency", "Combien coûte le ticket au distributeur ?", "Un euro quatre-vingts.", BUS, True),
    w.faith("fr-t44-011", "para.part", "La N1 roule-t-elle en semaine ?", "La N1 ne roule que les nuits du jeudi au vendredi, du vendredi au samedi et du samedi au dimanche.", NUIT, True),
    w.faith("fr-t44-012", "fmt.period", "La N1 passe-t-elle souvent ?", "Oui, il y a trois bus par heure.", NUIT, True),
    w.faith("fr-t44-013", "para.relative", "Qui dirige le dépôt de Langlade ?", "Fabrice Roux dirige le dépôt de Langlade, auquel sont rattachés les chauffeurs de la N1.", NUIT, True),
    w.faith("fr-t44-014", "fmt.number", "Combien de temps met le TGV de Paris à Bordeaux ?", "Deux heures et quatre minutes.", TGV, True),
    w.faith("fr-t44-015", "para.nominal", "Quand la LGV Sud Europe Atlantique a-t-elle ouvert ?", "L'ouverture de la LGV Sud Europe Atlantique date de juillet 2017.", TGV, True),
    w.faith("fr-t44-016", "fmt.share", "Mon chien de 10 kg doit-il payer ?", "Oui, les animaux de plus de 6 kg paient 50 % du prix d'un billet.", TGV, True),
    w.faith("fr-t44-017", "fmt.number", "Combien de voitures propose Partag'Auto ?", "Quatre-vingt-quinze voitures à Grenoble.", AUTOPARTAGE, True),
    w.faith("fr-t44-018", "fmt.currency", "Combien coûte une location Partag'Auto ?", "Trois euros de l'heure, plus 35 centimes par kilomètre.", AUTOPARTAGE, True),
    w.faith("fr-t44-019", "wrap.opener", "Où dois-je rendre la voiture ?", "Merci pour votre question ! Il faut ramener la voiture à la station d'où vous êtes parti.", AUTOPARTAGE, True),
    w.faith("fr-t44-020", "para.except", "Quels jours ouvre Cycl'Ré en septembre ?", "En septembre, le magasin ouvre tous les jours sauf le lundi.", VELO, True),
    w.faith("fr-t44-021", "wrap.attribution", "Faut-il payer le siège enfant ?", "D'après Cycl'Ré, le siège enfant est prêté gratuitement.", VELO, True),
    w.faith("fr-t44-022", "fmt.time", "Quels sont les horaires de Cycl'Ré en été ?", "En juillet et en août, tous les jours de 9 heures du matin à 7 heures du soir.", VELO, True),
    w.faith("fr-t44-023", "fmt.currency", "Combien coûte le ticket P+R ?", "Quatre euros soixante, avec un aller-retour en tram pour tous les occupants du véhicule.", PARKING, True),
    w.faith("fr-t44-024", "wrap.hedge", "Combien de places compte le parking Rotonde ?", "Sauf erreur de ma part, le parking relais Rotonde compte 620 places.", PARKING, True),
    w.faith("fr-t44-025", "value.number", "Combien d'allers-retours en hiver ?", "D'octobre à mars, la navette effectue quatre allers-retours par jour.", BATEAU, False),
    w.faith("fr-t44-026", "quantifier", "Combien de vélos peut-on embarquer ?", "Les vélos sont transportés gratuitement, sans aucune limite de nombre.", BATEAU, False),
    w.faith("fr-t44-027", "added.fact", "Combien coûte le billet de la navette ?", "Le billet aller coûte 6,50 €, et l'aller-retour 12 €.", BATEAU, False),
    w.faith("fr-t44-028", "value.date", "Quand l'entreprise a-t-elle obtenu la ligne Quimper–Douarnenez ?", "Les Cars Le Goff ont obtenu la ligne Quimper–Douarnenez en 1947.", HISTOIRE, False),
    w.faith("fr-t44-029", "role.swap", "Qui a fondé les Cars Le Goff ?", "L'entreprise a été fondée à Quimper en 1947 par Gwenaël Tanguy.", HISTOIRE, False),
    w.faith("fr-t44-030", "value.except", "Quand circule la ligne 10 ?", "La ligne 10 circule tous les jours sauf le dimanche.", BUS, False),
    w.faith("fr-t44-031", "direction", "Où le ticket est-il le moins cher ?", "Le ticket est moins cher à bord qu'au distributeur.", BUS, False),
    w.faith("fr-t44-032", "value.time", "À quelle heure commence la ligne 10 ?", "Elle circule de 6 h 30 à minuit.", BUS, False),
    w.faith("fr-t44-033", "added.entity", "Quelles lignes de nuit vont à Paul-Sabatier ?", "Les lignes N1 et N2 relient le Capitole à l'université Paul-Sabatier.", NUIT, False),
    w.faith("fr-t44-034", "value.number", "À quelle fréquence passe la N1 ?", "La N1 passe toutes les 30 minutes.", NUIT, False),
    w.faith("fr-t44-035", "negation", "La N1 circule-t-elle dans la nuit du samedi au dimanche ?", "Non, la N1 ne circule pas la nuit du samedi au dimanche.", NUIT, False),
    w.faith("fr-t44-036", "value.date", "Quand la LGV a-t-elle ouvert ?", "La LGV Sud Europe Atlantique a ouvert en juillet 2015.", TGV, False),
    w.faith("fr-t44-037", "antonym", "Le trajet Paris–Bordeaux a-t-il changé avec la LGV ?", "Depuis l'ouverture de la LGV, le trajet est plus long qu'auparavant.", TGV, False),
    w.faith("fr-t44-038", "direction", "Quels animaux paient demi-tarif ?", "Les animaux de moins de 6 kg voyagent avec un billet à moitié prix.", TGV, False),
    w.faith("fr-t44-039", "value.currency", "Combien coûte l'abonnement Partag'Auto ?", "L'abonnement mensuel est de 3 €.", AUTOPARTAGE, False),
    w.faith("fr-t44-040", "modality", "Dois-je rendre la voiture à sa station ?", "Il est préférable, mais pas obligatoire, de rendre la voiture à sa station de départ.", AUTOPARTAGE, False),
    w.faith("fr-t44-041", "value.currency", "Combien coûte un vélo électrique chez Cycl'Ré ?", "Les vélos électriques sont à 18 € la journée.", VELO, False),
    w.faith("fr-t44-042", "added.fact", "Le siège enfant est-il payant ?", "Non, le siège enfant est prêté gratuitement, tout comme le casque.", VELO, False),
    w.faith("fr-t44-043", "value.except", "Quand le parking Rotonde est-il ouvert ?", "Le parking est ouvert tous les jours de 6 h à 21 h.", PARKING, False),
    w.faith("fr-t44-044", "quantifier", "Le tram est-il compris dans le ticket P+R ?", "Oui, mais l'aller-retour en tram n'est compris que pour le conducteur.", PARKING, False),
]

CORRECTNESS = [
    w.correct("fr-t44-045", "correct.wordy", "Combien de temps dure la traversée de Brest au Fret ?", "La navette maritime met 25 minutes pour aller du port de commerce de Brest jusqu'au Fret.", "25 minutes", True),
    w.correct("fr-t44-046", "correct.short", "Qui dirige le dépôt de Langlade ?", "Fabrice Roux.", "Le dépôt de Langlade est dirigé par Fabrice Roux.", True),
    w.correct("fr-t44-047", "correct.format", "Combien coûte le ticket P+R au parking Rotonde ?", "Quatre euros soixante.", "4,60 €", True),
    w.correct("fr-t44-048", "correct.wordy", "En quelle année les Cars Le Goff ont-ils été créés ?", "L'entreprise a été créée par Yves Le Goff à Quimper en 1947.", "1947", True),
    w.correct("fr-t44-049", "wrong.value", "Combien de temps dure le trajet Paris–Bordeaux en TGV Inoui ?", "3 h 15.", "2 h 04", False),
    w.correct("fr-t44-050", "wrong.role", "Qui a fondé les Cars Le Goff ?", "Gwenaël Tanguy.", "Yves Le Goff", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
