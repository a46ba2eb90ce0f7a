"""Fresh set ch, French: le bowling Quille d'Or (Rennes), le gîte des Glycines (holiday cottage
near Sarlat), le festival des chorales « Voix du Quartier » (Bruxelles), le Pass Musées de
Val-Clair (city museum pass), DéménaGo (moving van rental), l'école canine Patte Douce
(Nantes), la colonie Les Pins Hauts (summer camp for teenagers), le marché de la fripe
« Deuxième Maille » (vintage clothing market), l'atelier de verre soufflé Flamme Vive
(glass-blowing workshop, Biot) and parking at l'aéroport régional de Montclair."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

BOWLING = (
    "Le bowling Quille d'Or, à Rennes, compte 12 pistes et ouvre tous les jours à 11 h, sauf le mardi, jour de fermeture. "
    "Une partie coûte 5,50 € par personne avant 17 h et 7 € par personne après 17 h. "
    "La location de chaussures coûte 2 € la paire et elle est gratuite pour les enfants de moins de 10 ans. "
    "Les groupes de 8 joueurs ou plus doivent réserver une piste au moins 24 heures à l'avance. "
    "Le gérant, Julien Marchand, anime une ligue le jeudi soir à partir de 19 h 30. "
    "Les pistes 11 et 12 sont équipées de barrières et de rampes pour les jeunes joueurs."
)

COTTAGE = (
    "Le gîte des Glycines, près de Sarlat en Dordogne, accueille jusqu'à 6 personnes dans 3 chambres. "
    "L'arrivée se fait à partir de 16 h et le départ au plus tard à 10 h. "
    "Le séjour minimum est de 3 nuits, sauf en juillet et en août, où le gîte se loue uniquement à la semaine, du samedi au samedi. "
    "La nuit coûte 120 €, et la propriétaire, Hélène Roux, demande à la réservation une caution remboursable de 300 €. "
    "Elle accepte jusqu'à 2 chiens, moyennant un supplément de 10 € par chien et par séjour. "
    "L'épicerie la plus proche se trouve à 1,2 km du gîte."
)

CHOIR = (
    "Le festival des chorales « Voix du Quartier » a lieu les 7 et 8 juin 2025 à la Maison des arts de Schaerbeek, à Bruxelles. "
    "Douze chorales y participent, et chacune peut chanter 15 minutes au maximum. "
    "Les inscriptions des chorales se terminent le 15 avril, et les frais de participation s'élèvent à 40 € par chorale. "
    "Le billet coûte 10 € pour une journée ou 16 € pour les deux jours, et l'entrée est gratuite pour les moins de 12 ans. "
    "La directrice du festival, Chloé Dubois, a annoncé que le concert de clôture commencera le dimanche à 20 h."
)

MUSEUM = (
    "Le Pass Musées de Val-Clair donne accès à 7 musées et reste valable 72 heures à partir de sa première utilisation. "
    "Il coûte 35 € pour les adultes et 18 € pour les étudiants munis d'une carte en cours de validité ; les enfants de moins de 6 ans n'en ont pas besoin. "
    "Les détenteurs du pass bénéficient de 10 % de réduction dans les boutiques des musées, mais pas dans les cafés. "
    "Le musée de la Marine, l'un des 7 musées, est fermé le lundi. "
    "Le pass est en vente en ligne ou à l'office de tourisme de la rue du Port, ouvert de 9 h à 17 h 30."
)

VAN = (
    "DéménaGo loue des utilitaires de déménagement en trois tailles : petit (9 m³), moyen (14 m³) et grand (20 m³). "
    "Le modèle moyen coûte 75 € par jour, plus 0,35 € par kilomètre. "
    "Le conducteur doit avoir au moins 21 ans et être titulaire du permis depuis au moins 2 ans. "
    "Le véhicule doit être rendu avec le plein ; sinon, des frais de remplissage de 25 € s'ajoutent au prix du carburant. "
    "Le service client, dirigé par Nadia Benali, répond au téléphone de 7 h à 21 h, et un diable peut être ajouté pour 10 € par location."
)

DOG_SCHOOL = (
    "L'école canine Patte Douce, à Nantes, propose un cours pour chiots de 6 séances hebdomadaires, destiné aux chiots de 10 à 20 semaines. "
    "Chaque séance dure 45 minutes et les groupes sont limités à 8 chiens. "
    "Le cours coûte 150 €, et les vaccins doivent être à jour avant la première séance. "
    "L'éducatrice principale, Camille Lefèvre, anime le groupe du samedi à 9 h 30, tandis que son collègue Antoine Girard anime celui du mercredi à 18 h. "
    "Les chiens qui se montrent agressifs peuvent être orientés vers des cours particuliers à 40 € de l'heure."
)

CAMP = (
    "La colonie Les Pins Hauts, au bord du lac de Vassivière, accueille des adolescents de 13 à 17 ans pour des séjours de deux semaines. "
    "Le premier séjour se déroule du 7 au 20 juillet 2025 et coûte 1 390 €, repas et cours de canoë compris. "
    "Les téléphones portables sont ramassés à l'arrivée et rendus le dernier jour. "
    "Les jeunes peuvent appeler leur famille le dimanche entre 16 h et 18 h. "
    "La directrice, Sophie Lambert, exige que chaque jeune réussisse un test de natation de 100 mètres avant de faire du canoë. "
    "Chaque chalet accueille au maximum 8 jeunes et 2 animateurs."
)

MARKET = (
    "Le marché de la fripe « Deuxième Maille » se tient le premier dimanche de chaque mois dans l'ancien dépôt de tramways de la rue des Forges. "
    "Il ouvre à 10 h et ferme à 16 h ; l'entrée coûte 2 € et elle est gratuite pour les moins de 16 ans. "
    "Une soixantaine de stands vendent des vêtements des années 1950 aux années 1990. "
    "Un stand coûte 35 € par marché, et les exposants doivent être installés avant 9 h 15. "
    "L'organisatrice, Léa Fontaine, n'accepte que les espèces pour les frais de stand, mais la plupart des exposants prennent la carte."
)

GLASS = (
    "L'atelier de verre soufflé Flamme Vive, à Biot, propose chaque samedi à 13 h une initiation de 3 heures au soufflage du verre. "
    "L'initiation coûte 95 €, avec 4 participants au maximum par formateur. "
    "Les participants doivent avoir au moins 16 ans et porter des chaussures fermées et des vêtements en coton. "
    "Chacun réalise deux pièces, un presse-papiers et un petit bol, qui refroidissent pendant la nuit et peuvent être récupérées le lendemain à partir de 10 h. "
    "Le fondateur de l'atelier, Mathieu Perrin, anime lui-même le cours, et toute annulation faite moins de 48 heures à l'avance n'est pas remboursée."
)

PARKING = (
    "L'aéroport régional de Montclair propose trois formules de stationnement. "
    "Le parking courte durée coûte 3 € de l'heure, avec un plafond de 25 € par jour, et c'est le seul parking équipé de bornes de recharge pour véhicules électriques. "
    "Le parking longue durée coûte 10 € par jour ou 55 € la semaine complète, et une navette gratuite part de ce parking vers le terminal toutes les 15 minutes entre 4 h 30 et minuit. "
    "Le service voiturier coûte 22 € par jour et doit être réservé au moins 24 heures avant le départ. "
    "Dans la zone dépose-minute, les 10 premières minutes sont gratuites."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-ch-001", "para.reorder", "Combien coûte la location de chaussures au Quille d'Or ?", "Pour les enfants de moins de 10 ans, la location de chaussures est gratuite ; les autres paient 2 € la paire.", BOWLING, True),
    w.faith("fr-ch-002", "para.passive", "Faut-il verser une caution pour le gîte des Glycines ?", "Oui, une caution remboursable de 300 € est demandée par la propriétaire, Hélène Roux, au moment de la réservation.", COTTAGE, True),
    w.faith("fr-ch-003", "para.synonym", "Combien de temps chaque chorale peut-elle se produire ?", "Chaque chorale peut se produire pendant 15 minutes au plus.", CHOIR, True),
    w.faith("fr-ch-004", "para.nominal", "Combien de temps le Pass Musées de Val-Clair est-il valable ?", "La durée de validité du pass est de 72 heures à compter de sa première utilisation.", MUSEUM, True),
    w.faith("fr-ch-005", "para.capital", "Où se déroule le festival des chorales ?", "Il se déroule à la Maison des arts de Schaerbeek, dans la capitale belge.", CHOIR, True),
    w.faith("fr-ch-006", "para.pronoun", "Qui anime le groupe de chiots du samedi ?", "C'est Camille Lefèvre. Elle est l'éducatrice principale et elle s'occupe du groupe de 9 h 30.", DOG_SCHOOL, True),
    w.faith("fr-ch-007", "para.relative", "Qui anime l'initiation au soufflage du verre ?", "Le cours est animé par Mathieu Perrin, qui a fondé l'atelier.", GLASS, True),
    w.faith("fr-ch-008", "para.part", "Que fabrique-t-on pendant l'initiation ?", "L'une des deux pièces que réalise chaque participant est un petit bol.", GLASS, True),
    w.faith("fr-ch-009", "para.combine", "Quelles sont les règles pour les téléphones à la colonie ?", "Les portables sont ramassés à l'arrivée et rendus le dernier jour, et les jeunes peuvent appeler leur famille le dimanche entre 16 h et 18 h.", CAMP, True),
    w.faith("fr-ch-010", "fmt.number", "Combien de pistes compte le bowling Quille d'Or ?", "Il compte douze pistes.", BOWLING, True),
    w.faith("fr-ch-011", "fmt.thousands", "Combien coûte le premier séjour à la colonie Les Pins Hauts ?", "Le premier séjour coûte 1390 €, repas et cours de canoë compris.", CAMP, True),
    w.faith("fr-ch-012", "fmt.scale", "À quelle distance du gîte se trouve l'épicerie la plus proche ?", "L'épicerie la plus proche est à 1 200 mètres du gîte.", COTTAGE, True),
    w.faith("fr-ch-013", "fmt.date", "Quand a lieu le festival des chorales ?", "Le festival a lieu le 07/06/2025 et le 08/06/2025.", CHOIR, True),
    w.faith("fr-ch-014", "fmt.time", "À quelle heure commence l'initiation au verre soufflé ?", "Elle commence le samedi à une heure de l'après-midi.", GLASS, True),
    w.faith("fr-ch-015", "fmt.unit", "Quelle est la taille du grand utilitaire de DéménaGo ?", "Le grand utilitaire fait 20 mètres cubes.", VAN, True),
    w.faith("fr-ch-016", "fmt.abbrev", "Où puis-je recharger une voiture électrique à l'aéroport ?", "La recharge des VE n'est possible que dans le parking courte durée.", PARKING, True),
    w.faith("fr-ch-017", "fmt.currency", "Combien coûte le pass pour un adulte ?", "Le pass adulte coûte 35 euros.", MUSEUM, True),
    w.faith("fr-ch-018", "fmt.range", "Combien vais-je payer au maximum pour une journée au parking courte durée ?", "Le parking courte durée coûte 3 € de l'heure, mais jamais plus de 25 € pour une journée.", PARKING, True),
    w.faith("fr-ch-019", "fmt.period", "Combien de temps dure un séjour aux Pins Hauts ?", "Un séjour dure 14 jours.", CAMP, True),
    w.faith("fr-ch-020", "fmt.share", "Les détenteurs du pass ont-ils une réduction dans les boutiques ?", "Oui, ils ont un dixième de réduction dans les boutiques des musées, mais pas dans les cafés.", MUSEUM, True),
    w.faith("fr-ch-021", "para.except", "Quels jours le bowling Quille d'Or est-il ouvert ?", "Il est fermé le mardi ; les autres jours, il ouvre à 11 h.", BOWLING, True),
    w.faith("fr-ch-022", "wrap.opener", "Combien coûte le cours pour chiots chez Patte Douce ?", "Bonne question ! Le cours pour chiots coûte 150 €.", DOG_SCHOOL, True),
    w.faith("fr-ch-023", "wrap.closer", "Quels sont les horaires du marché « Deuxième Maille » ?", "Le marché est ouvert de 10 h à 16 h. Bonne chine !", MARKET, True),
    w.faith("fr-ch-024", "wrap.attribution", "À quelle fréquence passe la navette de l'aéroport ?", "D'après le document, la navette gratuite part du parking longue durée vers le terminal toutes les 15 minutes, entre 4 h 30 et minuit.", PARKING, True),
    w.faith("fr-ch-025", "wrap.hedge", "À quelle heure faut-il quitter le gîte des Glycines ?", "Je crois que le départ doit se faire au plus tard à 10 h.", COTTAGE, True),
    w.faith("fr-ch-026", "wrap.question", "Combien coûte un stand au marché de la fripe ?", "Un stand coûte 35 € par marché, et l'organisatrice n'accepte que les espèces pour ce paiement. Voulez-vous aussi savoir avant quelle heure il faut être installé ?", MARKET, True),
    w.faith("fr-ch-027", "value.number", "Combien de chiens peut accueillir un groupe ?", "Les groupes sont limités à 10 chiens.", DOG_SCHOOL, False),
    w.faith("fr-ch-028", "value.date", "Quand commence le premier séjour aux Pins Hauts ?", "Le premier séjour commence le 14 juillet 2025.", CAMP, False),
    w.faith("fr-ch-029", "value.time", "À quelle heure commence la ligue du jeudi ?", "La ligue de Julien Marchand commence le jeudi à 20 h 30.", BOWLING, False),
    w.faith("fr-ch-030", "value.unit", "Quel test de natation faut-il réussir avant le canoë ?", "Chaque jeune doit réussir un test de natation de 100 yards avant de faire du canoë.", CAMP, False),
    w.faith("fr-ch-031", "value.currency", "Combien coûte l'utilitaire moyen par jour ?", "L'utilitaire moyen coûte 75 dollars par jour.", VAN, False),
    w.faith("fr-ch-032", "role.swap", "Qui anime les deux groupes de chiots ?", "Antoine Girard anime le groupe du samedi à 9 h 30, et Camille Lefèvre celui du mercredi à 18 h.", DOG_SCHOOL, False),
    w.faith("fr-ch-033", "negation", "Suis-je remboursé si j'annule la veille de l'initiation ?", "Oui, une annulation faite moins de 48 heures à l'avance est remboursée.", GLASS, False),
    w.faith("fr-ch-034", "antonym", "Les enfants ont-ils besoin d'un pass ?", "Les enfants de plus de 6 ans n'ont pas besoin de pass.", MUSEUM, False),
    w.faith("fr-ch-035", "modality", "Faut-il réserver le service voiturier à l'avance ?", "Non, vous pouvez le réserver 24 heures avant le départ si vous le souhaitez, mais ce n'est pas obligatoire.", PARKING, False),
    w.faith("fr-ch-036", "quantifier", "Peut-on payer par carte sur les stands ?", "Oui, tous les exposants du marché acceptent la carte.", MARKET, False),
    w.faith("fr-ch-037", "value.except", "Quelle est la durée minimale de séjour au gîte des Glycines ?", "Le séjour minimum est de 3 nuits toute l'année, juillet et août compris.", COTTAGE, False),
    w.faith("fr-ch-038", "direction", "Combien coûte une partie le soir, après 17 h ?", "Après 17 h, une partie coûte 5,50 € par personne.", BOWLING, False),
    w.faith("fr-ch-039", "added.fact", "Où se tient le marché de la fripe ?", "Il se tient dans l'ancien dépôt de tramways de la rue des Forges, qui dispose d'un parking gratuit pour les visiteurs.", MARKET, False),
    w.faith("fr-ch-040", "added.entity", "Qui a annoncé l'heure du concert de clôture ?", "La directrice du festival, Chloé Dubois, et le bourgmestre de Schaerbeek ont annoncé ensemble que le concert de clôture commencera le dimanche à 20 h.", CHOIR, False),
    w.faith("fr-ch-041", "mixed", "Quelles sont les conditions pour participer à l'initiation ?", "Il faut avoir au moins 16 ans et apporter ses propres lunettes de protection.", GLASS, False),
]

REFUSAL = [
    w.refusal("fr-ch-042", "refusal.plain", "Peut-on manger au bowling Quille d'Or ?", "Je n'ai pas d'information sur la possibilité de manger au bowling.", BOWLING, True),
    w.refusal("fr-ch-043", "refusal.context", "Le gîte des Glycines a-t-il le Wi-Fi ?", "Le contexte fourni n'indique pas si le gîte dispose du Wi-Fi, je ne peux donc pas répondre.", COTTAGE, True),
    w.refusal("fr-ch-044", "refusal.short", "Puis-je rendre l'utilitaire dans une autre agence ?", "Je ne sais pas.", VAN, True),
    w.refusal("fr-ch-045", "refusal.long", "Quels vaccins faut-il pour la colonie Les Pins Hauts ?", "Merci pour votre question. J'ai parcouru les informations sur la colonie Les Pins Hauts : elles précisent l'âge des jeunes, les dates et le prix du premier séjour, les règles sur les téléphones, le test de natation et les chalets, mais elles ne disent rien des vaccins. Je suis désolé, je ne peux pas vous dire quels vaccins sont exigés.", CAMP, True),
    w.refusal("fr-ch-046", "refusal.hedged", "Combien coûte une semaine complète au parking longue durée ?", "Je n'en suis pas tout à fait sûr, mais une semaine complète au parking longue durée semble coûter 55 €.", PARKING, False),
    w.refusal("fr-ch-047", "refusal.partial", "Combien coûte le pass étudiant, et inclut-il les transports en commun ?", "Le pass étudiant coûte 18 € sur présentation d'une carte en cours de validité. En revanche, je ne trouve rien sur les transports en commun.", MUSEUM, False),
]

CORRECTNESS = [
    w.correct("fr-ch-048", "correct.wordy", "Combien de temps dure une séance du cours pour chiots ?", "Chez Patte Douce, le cours pour chiots comprend six séances hebdomadaires, et chacune dure 45 minutes : c'est donc le temps qu'il faut prévoir à chaque fois.", "Chaque séance dure 45 minutes.", True),
    w.correct("fr-ch-049", "correct.short", "Avant quelle heure les exposants doivent-ils être installés ?", "Avant 9 h 15.", "Les exposants doivent être installés avant 9 h 15.", True),
    w.correct("fr-ch-050", "correct.format", "Combien coûte le billet pour les deux jours du festival ?", "Seize euros.", "Le billet pour les deux jours coûte 16 €.", True),
    w.correct("fr-ch-051", "wrong.value", "Combien coûte l'initiation au soufflage du verre ?", "L'initiation coûte 59 €.", "L'initiation coûte 95 €.", False),
    w.correct("fr-ch-052", "wrong.echo", "Combien coûte le service voiturier par jour ?", "Le service voiturier coûte par jour le prix journalier du service voiturier.", "Le service voiturier coûte 22 € par jour.", False),
    w.correct("fr-ch-053", "wrong.role", "Qui est l'éducateur principal de l'école canine Patte Douce ?", "L'éducateur principal est Antoine Girard ; Camille Lefèvre est sa collègue.", "L'éducatrice principale est Camille Lefèvre ; Antoine Girard est son collègue.", False),
]

RELEVANCY = [
    w.relevant("fr-ch-054", "relevant.direct", "Quelles conditions le conducteur doit-il remplir chez DéménaGo ?", "Le conducteur doit avoir au moins 21 ans et avoir son permis depuis au moins 2 ans.", VAN, True),
    w.relevant("fr-ch-055", "relevant.yesno", "Ma fille de 15 ans peut-elle participer à l'initiation ?", "Non, il faut avoir au moins 16 ans.", GLASS, True),
    w.relevant("fr-ch-056", "offtopic.true", "Combien de personnes le gîte des Glycines peut-il accueillir ?", "Hélène Roux accepte jusqu'à 2 chiens, avec un supplément de 10 € par chien et par séjour.", COTTAGE, False),
    w.relevant("fr-ch-057", "offtopic.other", "Combien coûte le parking longue durée par jour ?", "Le café du terminal ouvre à 5 h et sert des petits-déjeuners chauds.", PARKING, False),
]

DIAGNOSIS = [
    w.diag("fr-ch-058", "diag.pass", "Quand a lieu le marché « Deuxième Maille » ?", "Le premier dimanche de chaque mois, de 10 h à 16 h.", {"market": MARKET, "glass": GLASS}, ("market",), "pass"),
    w.diag("fr-ch-059", "diag.offtopic", "À quelle heure commence le concert de clôture du festival ?", "Le billet pour une journée coûte 10 €, et l'entrée est gratuite pour les moins de 12 ans.", {"choir": CHOIR, "museum": MUSEUM}, ("choir",), "fix_generation"),
    w.diag("fr-ch-060", "diag.unfaithful", "Combien de participants un formateur encadre-t-il à l'atelier Flamme Vive ?", "Chaque formateur encadre jusqu'à 10 participants.", {"glass": GLASS, "dog-school": DOG_SCHOOL}, ("glass",), "fix_generation"),
    w.diag("fr-ch-061", "diag.refused", "Combien coûtent les frais de remplissage si je rends l'utilitaire sans le plein ?", "Désolé, les documents ne mentionnent aucuns frais de remplissage.", {"van": VAN, "parking": PARKING}, ("van",), "fix_generation"),
    w.diag("fr-ch-062", "diag.missed", "Combien de jeunes dorment dans chaque chalet des Pins Hauts ?", "Je n'ai pas trouvé combien de jeunes partagent un chalet aux Pins Hauts.", {"bowling": BOWLING, "market": MARKET}, ("camp",), "fix_retrieval"),
    w.diag("fr-ch-063", "diag.correct_refusal", "Le Pass Musées de Val-Clair comprend-il une visite guidée ?", "Les documents n'indiquent pas si le pass comprend une visite guidée.", {"museum": MUSEUM, "cottage": COTTAGE}, (), "correct_refusal"),
    w.diag("fr-ch-064", "diag.should_refuse", "Y a-t-il un bar au bowling Quille d'Or ?", "Oui, le bowling a un bar ouvert jusqu'à minuit.", {"bowling": BOWLING, "dog-school": DOG_SCHOOL}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
