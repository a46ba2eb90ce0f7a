"""French cases of set t37: un sauna municipal, une cordonnerie, les soirées d'un bar à vins,
les inscriptions d'un collège communautaire, les courts d'un club de tennis et les droits de
place d'une brocante."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

SAUNA_HOURS = (
    "Le sauna municipal des Bains du Parc est ouvert tous les jours sauf le lundi, de 10 h à 21 h. "
    "L'entrée adulte coûte 12 €, et les enfants de moins de 10 ans paient demi-tarif. "
    "On peut louer un peignoir à l'accueil pour 3,50 €. "
    "La dernière entrée a lieu 45 minutes avant la fermeture."
)
SAUNA_STAFF = (
    "Le maître sauna, Luc Fabre, anime les séances d'aspersion à 16 h et à 19 h 30. "
    "Avant chaque séance, son assistante Claire Dumas remplit les seaux et prépare les huiles à l'eucalyptus. "
    "Les retardataires ne peuvent plus entrer une fois la séance commencée."
)
SHOE_PRICES = (
    "La cordonnerie Pied Léger, rue des Tanneurs, ressemelle une paire de chaussures en cuir pour 39 € en quatre jours ouvrés. "
    "Elle remplace les talons sur place, pendant que le client attend, en une dizaine de minutes. "
    "La boutique ne répare pas les chaussures de sport à semelle collée."
)
SHOE_STAFF = (
    "Le patron de Pied Léger, Gérard Pinson, fait lui-même toutes les coutures. "
    "Son apprentie, Inès Bouaziz, s'occupe des clés et du cirage. "
    "Les chaussures non récupérées au bout de trois mois sont données au Secours populaire."
)
WINE_TASTING = (
    "Le bar à vins Le Tire-Bouchon organise une dégustation chaque mardi à 20 h, animée par la sommelière Élodie Marchand. "
    "Chaque soirée présente cinq vins d'une même appellation pour 25 € par personne, planche de fromages comprise. "
    "Les places sont limitées à 14 et la réservation est obligatoire."
)
WINE_GUEST = (
    "Le 3 octobre, le vigneron Bruno Castel viendra présenter ses vins du Jura au Tire-Bouchon. "
    "Élodie Marchand l'interrogera sur les vendanges 2023. "
    "Les adhérents bénéficient de 30 % de réduction sur le billet à 30 €."
)
COLLEGE_DATES = (
    "Les inscriptions à la session d'automne du Collège communautaire de Val-des-Pins ouvrent le 2 juin et se terminent le 8 août. "
    "Les nouveaux étudiants doivent présenter une pièce d'identité avec photo et une preuve de résidence au Bureau des admissions. "
    "Les frais de dossier sont de 30 $ ; les personnes de 60 ans et plus en sont exemptées."
)
COLLEGE_STAFF = (
    "Au Collège communautaire de Val-des-Pins, la conseillère pédagogique Nathalie Gagnon approuve le plan de cours de chaque nouvel étudiant. "
    "Le registraire, Marc-André Tremblay, confirme ensuite l'inscription par courriel. "
    "Les étudiants à temps partiel peuvent suivre au plus deux cours par session."
)
TENNIS = (
    "Le Tennis Club de Montrevel compte neuf courts : cinq en terre battue et quatre en résine. "
    "Les membres peuvent réserver un court jusqu'à cinq jours à l'avance, par tranches d'une heure. "
    "L'entraîneur principal, Yannick Roux, entraîne l'équipe des jeunes, et la capitaine du club, Sophie Leclerc, compose les équipes pour les matchs de championnat. "
    "Les courts en terre battue sont fermés de novembre à mars."
)
MARKET = (
    "La brocante du quai Saint-Jean a lieu chaque dimanche de mai à septembre, de 6 h à 13 h. "
    "L'emplacement de 2 mètres coûte 12 €, celui de 4 mètres 20 €. "
    "Le placier, Didier Morel, encaisse les droits de place à 7 h et les remet à la trésorière de l'association, Josiane Blanc. "
    "Toute annulation faite moins de 72 heures avant la brocante n'est pas remboursée."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, in other words
    w.faith("fr-t37-001", "para.combine", "Jusqu'à quelle heure je peux entrer au sauna un mercredi soir ?", "Le sauna ferme à 21 h et on n'entre plus pendant les 45 dernières minutes : il faut donc arriver au plus tard à 20 h 15.", SAUNA_HOURS, True),
    w.faith("fr-t37-002", "para.combine", "Quel est le rôle de Claire Dumas ?", "Assistante de Luc Fabre, Claire Dumas remplit les seaux et prépare les huiles à l'eucalyptus avant chaque séance.", SAUNA_STAFF, True),
    w.faith("fr-t37-003", "para.combine", "Qu'est-ce qui se passe le 3 octobre au Tire-Bouchon ?", "Le vigneron Bruno Castel vient faire découvrir ses vins du Jura, et Élodie Marchand lui posera des questions sur les vendanges 2023.", WINE_GUEST, True),
    w.faith("fr-t37-004", "para.combine", "Comment mon inscription est-elle confirmée ?", "Dès que Mme Gagnon a donné son accord sur votre plan de cours, le registraire Marc-André Tremblay vous confirme l'inscription par courriel.", COLLEGE_STAFF, True),
    w.faith("fr-t37-005", "para.combine", "Sur quels courts peut-on jouer en janvier ?", "En janvier, la terre battue est fermée : il ne reste que les quatre courts en résine.", TENNIS, True),
    w.faith("fr-t37-006", "para.combine", "Combien coûte un emplacement de 4 mètres, et à qui je paie ?", "C'est 20 €, que le placier Didier Morel passe encaisser à 7 h.", MARKET, True),
    w.faith("fr-t37-007", "para.pronoun", "Qui fait les coutures chez Pied Léger ?", "Le patron, Gérard Pinson. Il les fait toutes lui-même.", SHOE_STAFF, True),
    w.faith("fr-t37-008", "para.pronoun", "Qui est Élodie Marchand ?", "C'est la sommelière du Tire-Bouchon ; elle anime les dégustations du mardi.", WINE_TASTING, True),
    w.faith("fr-t37-009", "para.pronoun", "Que fait Sophie Leclerc au club ?", "Elle est capitaine, et c'est elle qui forme les équipes pour les matchs de championnat.", TENNIS, True),
    w.faith("fr-t37-010", "para.synonym", "Vous réparez les baskets à semelle collée ?", "Non, Pied Léger ne remet pas en état les chaussures de sport dont la semelle est collée.", SHOE_PRICES, True),
    w.faith("fr-t37-011", "para.synonym", "Qu'est-ce que je dois apporter au Bureau des admissions ?", "Il vous faut un document d'identité avec photo et un justificatif de domicile.", COLLEGE_DATES, True),
    w.faith("fr-t37-012", "para.synonym", "Je peux rejoindre une séance déjà commencée ?", "Non, une fois l'aspersion lancée, les personnes en retard ne sont plus admises.", SAUNA_STAFF, True),
    w.faith("fr-t37-013", "para.synonym", "Si j'annule la veille, je suis remboursé ?", "Non, si vous annulez moins de 72 heures avant, on ne vous rend pas votre argent.", MARKET, True),
    w.faith("fr-t37-014", "para.except", "Quel jour le sauna est-il fermé ?", "Il n'est fermé que le lundi.", SAUNA_HOURS, True),
    w.faith("fr-t37-015", "para.except", "Quand peut-on jouer sur terre battue ?", "Les courts en terre battue sont ouverts d'avril à octobre.", TENNIS, True),
    w.faith("fr-t37-016", "fmt.time", "À quelle heure commence la dégustation ?", "À 8 heures du soir.", WINE_TASTING, True),
    w.faith("fr-t37-017", "fmt.currency", "Combien coûtent les frais de dossier ?", "Trente dollars.", COLLEGE_DATES, True),
    w.faith("fr-t37-018", "fmt.period", "Combien de temps avant la fermeture peut-on encore entrer ?", "Les entrées s'arrêtent trois quarts d'heure avant la fermeture.", SAUNA_HOURS, True),
    w.faith("fr-t37-019", "fmt.share", "Quelle réduction pour les adhérents ?", "Les adhérents ne paient que 70 % du prix du billet, soit 21 € au lieu de 30 €.", WINE_GUEST, True),
    w.faith("fr-t37-020", "fmt.date", "Quand se terminent les inscriptions pour l'automne ?", "Le 08/08.", COLLEGE_DATES, True),
    w.faith("fr-t37-021", "para.passive", "Qui encaisse les droits de place ?", "Les droits de place sont encaissés à 7 h par le placier, Didier Morel.", MARKET, True),
    w.faith("fr-t37-022", "para.relative", "Combien de cours peut-on suivre à temps partiel ?", "Les étudiants qui sont inscrits à temps partiel ne peuvent pas suivre plus de deux cours par session.", COLLEGE_STAFF, True),
    w.faith("fr-t37-023", "para.nominal", "Ça prend combien de temps, un talon ?", "Le remplacement d'un talon se fait sur place et demande une dizaine de minutes d'attente.", SHOE_PRICES, True),
    w.faith("fr-t37-024", "wrap.attribution", "Combien de places pour la dégustation ?", "D'après le Tire-Bouchon, la dégustation est limitée à 14 personnes.", WINE_TASTING, True),
    # unfaithful: exactly one error
    w.faith("fr-t37-025", "role.swap", "Qui anime les séances d'aspersion ?", "C'est Claire Dumas qui mène les séances, et son assistant Luc Fabre remplit les seaux avant.", SAUNA_STAFF, False),
    w.faith("fr-t37-026", "role.swap", "Qui mènera l'entretien le 3 octobre ?", "Bruno Castel questionnera Élodie Marchand sur les vendanges 2023.", WINE_GUEST, False),
    w.faith("fr-t37-027", "role.swap", "Qui approuve le plan de cours ?", "C'est le registraire Marc-André Tremblay qui valide le plan de cours, puis Nathalie Gagnon envoie la confirmation par courriel.", COLLEGE_STAFF, False),
    w.faith("fr-t37-028", "role.swap", "Qui fait quoi chez Pied Léger ?", "L'apprentie Inès Bouaziz se charge de toutes les coutures, tandis que Gérard Pinson s'occupe des clés et du cirage.", SHOE_STAFF, False),
    w.faith("fr-t37-029", "role.swap", "Que deviennent les droits de place ?", "La trésorière Josiane Blanc les récolte à 7 h et les confie ensuite au placier Didier Morel.", MARKET, False),
    w.faith("fr-t37-030", "added.fact", "Peut-on louer un peignoir au sauna ?", "Oui, pour 3,50 € à l'accueil, avec une serviette fournie en plus.", SAUNA_HOURS, False),
    w.faith("fr-t37-031", "added.fact", "Combien de temps pour un ressemelage ?", "Comptez quatre jours ouvrés, et le travail est garanti six mois.", SHOE_PRICES, False),
    w.faith("fr-t37-032", "added.fact", "Qu'est-ce qui est compris dans les 25 € ?", "Vous goûtez cinq vins d'une même appellation avec une planche de fromages, et on vous offre une coupe de crémant à l'arrivée.", WINE_TASTING, False),
    w.faith("fr-t37-033", "added.fact", "Qui est exempté des frais de dossier ?", "Les 60 ans et plus ne paient pas les 30 $, pas plus que les anciens combattants.", COLLEGE_DATES, False),
    w.faith("fr-t37-034", "added.fact", "Comment réserver un court ?", "Les membres réservent par tranches d'une heure, jusqu'à cinq jours avant, via l'application du club.", TENNIS, False),
    w.faith("fr-t37-035", "negation", "Peut-on attendre pendant qu'on change le talon ?", "Non, le changement de talon ne se fait pas sur place.", SHOE_PRICES, False),
    w.faith("fr-t37-036", "antonym", "Faut-il réserver pour la dégustation ?", "Non, la réservation est facultative.", WINE_TASTING, False),
    w.faith("fr-t37-037", "modality", "Que dois-je présenter au Bureau des admissions ?", "Il est conseillé d'apporter une pièce d'identité avec photo et une preuve de résidence, mais ce n'est pas exigé.", COLLEGE_DATES, False),
    w.faith("fr-t37-038", "quantifier", "Quels courts a le club ?", "Les neuf courts du club sont tous en terre battue.", TENNIS, False),
    w.faith("fr-t37-039", "direction", "Quand perd-on ses droits de place en annulant ?", "Si l'on annule plus de 72 heures avant la brocante, on n'est pas remboursé.", MARKET, False),
    w.faith("fr-t37-040", "value.number", "Combien de vins goûte-t-on à la dégustation ?", "On déguste six vins d'une même appellation.", WINE_TASTING, False),
    w.faith("fr-t37-041", "value.time", "À quelle heure sont les séances d'aspersion ?", "Luc Fabre les anime à 16 h et à 20 h 30.", SAUNA_STAFF, False),
    w.faith("fr-t37-042", "value.except", "Le sauna est-il ouvert le mardi ?", "Non, le mardi c'est fermé ; les autres jours, c'est ouvert de 10 h à 21 h.", SAUNA_HOURS, False),
    w.faith("fr-t37-043", "value.currency", "Combien coûte un emplacement de 2 mètres ?", "Douze dollars.", MARKET, False),
    w.faith("fr-t37-044", "added.entity", "Qui confirme l'inscription ?", "Le registraire Marc-André Tremblay la confirme par courriel, avec la directrice des études, Louise Bergeron.", COLLEGE_STAFF, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t37-045", "correct.wordy", "Combien de temps prend un ressemelage chez Pied Léger ?", "Si vous déposez une paire de chaussures en cuir à ressemeler, vous pourrez la récupérer au bout de quatre jours ouvrés.", "Quatre jours ouvrés.", True),
    w.correct("fr-t37-046", "correct.wordy", "Qui anime les dégustations du Tire-Bouchon ?", "Les dégustations du mardi sont animées par la sommelière de la maison, qui s'appelle Élodie Marchand.", "La sommelière Élodie Marchand.", True),
    w.correct("fr-t37-047", "correct.format", "Combien coûte l'entrée adulte aux Bains du Parc ?", "Douze euros.", "12 €.", True),
    w.correct("fr-t37-048", "correct.format", "À quelle heure se termine la brocante du quai Saint-Jean ?", "À une heure de l'après-midi.", "13 h.", True),
    w.correct("fr-t37-049", "wrong.value", "Combien de courts compte le Tennis Club de Montrevel ?", "Le club compte sept courts.", "Neuf.", False),
    w.correct("fr-t37-050", "wrong.role", "Qui entraîne l'équipe des jeunes à Montrevel ?", "C'est la capitaine, Sophie Leclerc, qui entraîne les jeunes.", "L'entraîneur principal, Yannick Roux.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
