"""French cases of set t9: a veterinary clinic, a youth orchestra, a car-sharing service, a
cinema pass, a blood donation centre and a ceramics studio."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

VET_HORAIRES = (
    "La clinique vétérinaire des Tilleuls est ouverte du lundi au samedi de 8 h 30 à 19 h, sauf le samedi après-midi. "
    "La consultation coûte 42 €, vaccins non compris. "
    "En dehors des horaires d'ouverture, les urgences sont redirigées vers le centre VetUrgences de Nantes."
)
VET_CHIRURGIE = (
    "La stérilisation d'une chatte se fait sous anesthésie générale ; l'animal doit être à jeun depuis la veille à 20 h. "
    "C'est le Dr Claire Roussel qui opère, assistée de l'auxiliaire vétérinaire Hugo Martin. "
    "L'animal rentre chez lui le jour même, avec une collerette à porter pendant dix jours."
)
ORCH = (
    "L'Orchestre des jeunes du Val-de-Marne accueille les musiciens de 11 à 19 ans, sur audition. "
    "Les répétitions ont lieu un samedi sur deux, de 14 h à 17 h 30, au conservatoire de Créteil. "
    "La cotisation annuelle est de 150 €, réduite à 90 € pour les familles non imposables."
)
ORCH_STAGE = (
    "Le stage d'été de l'orchestre se déroule du 7 au 13 juillet à Annecy. "
    "Le chef d'orchestre, Julien Morel, dirige les répétitions générales, et la violoniste Inès Garnier encadre les cordes. "
    "Les participants mineurs doivent fournir une autorisation parentale avant le 15 juin."
)
AUTO_TARIFS = (
    "Avec Roulib, la location coûte 5 € de l'heure et 0,35 € par kilomètre, carburant compris. "
    "Le forfait week-end, du vendredi 18 h au lundi 9 h, est à 89 €. "
    "Les conducteurs doivent avoir au moins deux ans de permis."
)
AUTO_REGLES = (
    "Les véhicules Roulib doivent être rendus propres ; sinon, des frais de nettoyage de 30 € sont appliqués. "
    "Toute réservation peut être annulée gratuitement jusqu'à deux heures avant le départ. "
    "En cas d'accident, la franchise est de 800 €, ramenée à 150 € avec l'option Sérénité."
)
CINE_CARTE = (
    "La carte Cinéfil du cinéma Le Rex coûte 21,90 € par mois et donne un accès illimité à toutes les séances, sauf les avant-premières. "
    "Elle est réservée aux majeurs. "
    "Les titulaires peuvent réserver leur place en ligne jusqu'à sept jours à l'avance."
)
CINE_AVANTAGES = (
    "Les abonnés Cinéfil bénéficient de 20 % de réduction sur la confiserie. "
    "Une fois par mois, ils peuvent inviter un proche pour 5 €. "
    "La carte est résiliable à tout moment après une période d'engagement de douze mois."
)
SANG_CONDITIONS = (
    "À l'Établissement français du sang de Lyon-Gerland, on peut donner son sang de 18 à 70 ans, à condition de peser au moins 50 kg. "
    "Un homme peut donner six fois par an, une femme quatre fois. "
    "Il faut respecter un délai de huit semaines entre deux dons de sang total."
)
SANG_COLLECTE = (
    "Une collecte aura lieu à la mairie de Villeurbanne le mardi 12 novembre, de 10 h à 13 h puis de 15 h à 19 h. "
    "Le don de sang dure une dizaine de minutes, mais il faut prévoir environ une heure au total. "
    "Une collation est offerte après le don."
)
CERAMIQUE_COURS = (
    "L'atelier Terre & Feu propose des cours de tournage le mercredi soir de 19 h à 21 h 30. "
    "Le trimestre coûte 320 €, terre et cuissons comprises. "
    "Les cours sont assurés par la céramiste Léa Fontaine, aidée de son apprenti Samuel Petit, qui s'occupe des cuissons."
)
CERAMIQUE_REGLES = (
    "À l'atelier Terre & Feu, chaque élève peut utiliser jusqu'à 5 kg de terre par trimestre ; au-delà, le kilo est facturé 3 €. "
    "Les pièces sont à récupérer trois semaines après la dernière cuisson. "
    "Les enfants de moins de 12 ans ne sont pas admis."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, in other words
    w.faith("fr-t9-001", "para.except", "La clinique des Tilleuls est-elle ouverte le samedi ?",
            "Oui, mais seulement le matin ; du lundi au vendredi, elle vous accueille de 8 h 30 à 19 h.", VET_HORAIRES, True),
    w.faith("fr-t9-002", "para.synonym", "Que faire si mon chien a une urgence la nuit ?",
            "Hors des heures d'ouverture, les urgences sont transférées au centre VetUrgences de Nantes.", VET_HORAIRES, True),
    w.faith("fr-t9-003", "fmt.number", "Combien coûte une consultation ?",
            "Une consultation revient à quarante-deux euros, sans compter les vaccins.", VET_HORAIRES, True),
    w.faith("fr-t9-004", "fmt.time", "À partir de quand ma chatte doit-elle jeûner ?",
            "Elle ne doit plus rien manger à partir de 8 heures du soir, la veille de l'opération.", VET_CHIRURGIE, True),
    w.faith("fr-t9-005", "para.passive", "Qui s'occupe de la stérilisation ?",
            "L'intervention est réalisée par le Dr Claire Roussel, avec l'aide de l'auxiliaire vétérinaire Hugo Martin.", VET_CHIRURGIE, True),
    w.faith("fr-t9-006", "fmt.range", "À quel âge peut-on entrer dans l'orchestre ?",
            "L'orchestre s'adresse aux 11-19 ans, après une audition.", ORCH, True),
    w.faith("fr-t9-007", "fmt.period", "Les répétitions ont-elles lieu chaque semaine ?",
            "Non, elles ont lieu tous les quinze jours, le samedi de 14 h à 17 h 30, au conservatoire de Créteil.", ORCH, True),
    w.faith("fr-t9-008", "para.relative", "Y a-t-il un tarif réduit pour la cotisation ?",
            "Oui : la cotisation, qui est normalement de 150 € par an, descend à 90 € pour les familles non imposables.", ORCH, True),
    w.faith("fr-t9-009", "fmt.date", "Quelles sont les dates du stage d'été ?",
            "Le stage se tient à Annecy du 07/07 au 13/07.", ORCH_STAGE, True),
    w.faith("fr-t9-010", "para.synonym", "Qui encadre le stage ?",
            "Julien Morel, le chef, mène les répétitions générales, tandis qu'Inès Garnier s'occupe des cordes.", ORCH_STAGE, True),
    w.faith("fr-t9-011", "wrap.attribution", "Mon fils a 15 ans, faut-il un papier pour le stage ?",
            "D'après le règlement du stage, les mineurs doivent remettre une autorisation parentale avant le 15 juin.", ORCH_STAGE, True),
    w.faith("fr-t9-012", "fmt.currency", "Combien coûte le kilomètre avec Roulib ?",
            "Le kilomètre est à 35 centimes, et l'heure à 5 euros, carburant inclus.", AUTO_TARIFS, True),
    w.faith("fr-t9-013", "wrap.hedge", "Il y a un forfait pour le week-end ?",
            "Si je ne me trompe pas, oui : il coûte 89 € et va du vendredi 18 h au lundi 9 h.", AUTO_TARIFS, True),
    w.faith("fr-t9-014", "para.except", "Je viens d'avoir mon permis, puis-je louer une voiture Roulib ?",
            "Non, il faut avoir son permis depuis deux ans au minimum pour conduire une voiture Roulib.", AUTO_TARIFS, True),
    w.faith("fr-t9-015", "fmt.period", "Jusqu'à quand puis-je annuler sans frais ?",
            "Vous pouvez annuler gratuitement jusqu'à 120 minutes avant le départ.", AUTO_REGLES, True),
    w.faith("fr-t9-016", "para.reorder", "À combien s'élève la franchise en cas d'accident ?",
            "Avec l'option Sérénité, elle passe à 150 € ; sans cette option, elle est de 800 €.", AUTO_REGLES, True),
    w.faith("fr-t9-017", "wrap.opener", "C'est quoi, la carte Cinéfil ?",
            "Bonjour ! Pour 21,90 € par mois, la carte Cinéfil vous permet de voir autant de films que vous voulez, hors avant-premières.", CINE_CARTE, True),
    w.faith("fr-t9-018", "para.except", "Ma fille de 16 ans peut-elle avoir la carte Cinéfil ?",
            "Non, les moins de 18 ans ne peuvent pas avoir cette carte.", CINE_CARTE, True),
    w.faith("fr-t9-019", "wrap.closer", "Puis-je venir avec un ami ?",
            "Oui, une fois par mois, vous pouvez inviter un proche pour 5 €. Bonne séance !", CINE_AVANTAGES, True),
    w.faith("fr-t9-020", "fmt.period", "Puis-je résilier ma carte quand je veux ?",
            "Oui, mais seulement au bout d'un an d'engagement ; ensuite, c'est possible à tout moment.", CINE_AVANTAGES, True),
    w.faith("fr-t9-021", "fmt.unit", "Qui peut donner son sang à Lyon-Gerland ?",
            "Toute personne de 18 à 70 ans qui pèse 50 kilos ou plus.", SANG_CONDITIONS, True),
    w.faith("fr-t9-022", "fmt.date", "Quand a lieu la collecte à Villeurbanne ?",
            "La collecte est prévue le mardi 12/11, à la mairie.", SANG_COLLECTE, True),
    w.faith("fr-t9-023", "para.relative", "Qui s'occupe des cuissons à l'atelier ?",
            "C'est Samuel Petit, l'apprenti qui assiste Léa Fontaine pendant les cours, qui se charge des cuissons.", CERAMIQUE_COURS, True),
    w.faith("fr-t9-024", "para.reorder", "Quand puis-je récupérer mes pièces ?",
            "Trois semaines après la dernière cuisson, vos pièces peuvent être récupérées.", CERAMIQUE_REGLES, True),
    # unfaithful: exactly one clear error
    w.faith("fr-t9-025", "value.except", "Quels sont les horaires de la clinique ?",
            "Elle est ouverte du lundi au samedi de 8 h 30 à 19 h, y compris le samedi après-midi.", VET_HORAIRES, False),
    w.faith("fr-t9-026", "antonym", "Les vaccins sont-ils inclus dans le prix de la consultation ?",
            "Oui, la consultation à 42 € comprend les vaccins.", VET_HORAIRES, False),
    w.faith("fr-t9-027", "role.swap", "Qui opère ma chatte ?",
            "C'est l'auxiliaire Hugo Martin qui opère, assisté du Dr Claire Roussel.", VET_CHIRURGIE, False),
    w.faith("fr-t9-028", "value.time", "Depuis quand ma chatte doit-elle être à jeun ?",
            "Elle doit être à jeun depuis 22 h la veille de l'opération.", VET_CHIRURGIE, False),
    w.faith("fr-t9-029", "value.number", "Combien de temps doit-elle porter la collerette ?",
            "Elle rentre le jour même et garde sa collerette pendant quinze jours.", VET_CHIRURGIE, False),
    w.faith("fr-t9-030", "negation", "Faut-il passer une audition pour entrer dans l'orchestre ?",
            "Non, l'orchestre accueille les jeunes de 11 à 19 ans sans audition.", ORCH, False),
    w.faith("fr-t9-031", "quantifier", "À quel rythme l'orchestre répète-t-il ?",
            "Les répétitions ont lieu chaque samedi, de 14 h à 17 h 30, au conservatoire de Créteil.", ORCH, False),
    w.faith("fr-t9-032", "role.swap", "Qui dirige les répétitions générales pendant le stage ?",
            "C'est la violoniste Inès Garnier, et Julien Morel s'occupe des cordes.", ORCH_STAGE, False),
    w.faith("fr-t9-033", "value.date", "Avant quelle date faut-il rendre l'autorisation parentale ?",
            "Les mineurs doivent la fournir avant le 15 juillet.", ORCH_STAGE, False),
    w.faith("fr-t9-034", "modality", "L'autorisation parentale est-elle obligatoire ?",
            "Pour les mineurs, elle est simplement conseillée, mais pas exigée.", ORCH_STAGE, False),
    w.faith("fr-t9-035", "value.unit", "Quel est le tarif de Roulib ?",
            "La location coûte 5 € de l'heure, plus 0,35 € par minute.", AUTO_TARIFS, False),
    w.faith("fr-t9-036", "antonym", "Faut-il payer l'essence en plus ?",
            "Oui, le carburant est à votre charge, en plus des 5 € de l'heure.", AUTO_TARIFS, False),
    w.faith("fr-t9-037", "direction", "Quelles conditions faut-il remplir pour conduire ?",
            "Il faut avoir son permis depuis moins de deux ans.", AUTO_TARIFS, False),
    w.faith("fr-t9-038", "added.fact", "Comment réduire la franchise ?",
            "Avec l'option Sérénité, qui coûte 9 € par jour, la franchise passe de 800 € à 150 €.", AUTO_REGLES, False),
    w.faith("fr-t9-039", "value.except", "La carte donne-t-elle accès aux avant-premières ?",
            "Oui, elle ouvre l'accès à toutes les séances sans exception, avant-premières comprises.", CINE_CARTE, False),
    w.faith("fr-t9-040", "added.entity", "Quelles réductions ont les abonnés ?",
            "Ils ont 20 % de réduction sur la confiserie et sur le parking du centre commercial.", CINE_AVANTAGES, False),
    w.faith("fr-t9-041", "negation", "Y a-t-il une durée d'engagement ?",
            "Non, la carte est sans engagement : vous pouvez la résilier dès le premier mois.", CINE_AVANTAGES, False),
    w.faith("fr-t9-042", "role.swap", "Combien de fois par an peut-on donner son sang ?",
            "Une femme peut donner six fois par an, un homme quatre fois.", SANG_CONDITIONS, False),
    w.faith("fr-t9-043", "value.time", "Quels sont les horaires de la collecte ?",
            "Le matin, la collecte a lieu de 10 h à 13 h, et l'après-midi de 14 h à 19 h.", SANG_COLLECTE, False),
    w.faith("fr-t9-044", "direction", "La terre est-elle payante en plus ?",
            "Oui : en dessous de 5 kg de terre par trimestre, chaque kilo est facturé 3 €.", CERAMIQUE_REGLES, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t9-045", "correct.wordy", "Combien coûte la carte Cinéfil ?",
              "La carte Cinéfil du cinéma Le Rex est facturée 21,90 euros chaque mois.", "21,90 € par mois", True),
    w.correct("fr-t9-046", "correct.format", "Quand a lieu le stage d'été de l'orchestre ?",
              "Du 07/07 au 13/07.", "Du 7 au 13 juillet", True),
    w.correct("fr-t9-047", "correct.format", "Combien coûte le forfait week-end Roulib ?",
              "Quatre-vingt-neuf euros.", "89 €", True),
    w.correct("fr-t9-048", "correct.wordy", "Qui donne les cours de tournage à l'atelier Terre & Feu ?",
              "Les cours de tournage de l'atelier sont assurés par la céramiste Léa Fontaine.", "Léa Fontaine", True),
    w.correct("fr-t9-049", "wrong.value", "Quel délai faut-il respecter entre deux dons de sang total ?",
              "Il faut attendre six semaines entre deux dons.", "Huit semaines", False),
    w.correct("fr-t9-050", "wrong.role", "Qui opère lors de la stérilisation d'une chatte ?",
              "C'est l'auxiliaire vétérinaire Hugo Martin qui opère.", "Le Dr Claire Roussel", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
