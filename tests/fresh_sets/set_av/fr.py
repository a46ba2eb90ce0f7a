"""French cases of set AV: a puppet theatre, a cheese cooperative's ageing cellar, a community
bicycle repair workshop and a harbour night market."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

MARIONNETTES = (
    "Le Théâtre des Ficelles présente « Le Loup qui ronflait » du 5 février au 30 mars 2025. "
    "Les séances ont lieu le mercredi et le samedi à 15 h 30. "
    "La place coûte 9 € pour les enfants et 12 € pour les adultes, et le spectacle est conseillé à partir de 4 ans. "
    "La pièce dure 50 minutes."
)
FROMAGERIE = (
    "La coopérative fromagère du Haut-Val organise des visites de sa cave d'affinage tous les jours sauf le dimanche, à 10 h et à 14 h. "
    "La visite dure une heure et se termine par une dégustation de trois fromages. "
    "Elle coûte 7 € par adulte et elle est gratuite pour les moins de 12 ans. "
    "Les groupes de plus de quinze personnes doivent réserver."
)
ATELIER = (
    "L'atelier vélo La Roue Libre, rue des Tanneurs, ouvre le mardi et le jeudi de 17 h à 20 h. "
    "L'adhésion annuelle coûte 20 € et donne accès aux outils et aux conseils des bénévoles. "
    "Les pièces détachées d'occasion sont vendues à prix libre. "
    "Le responsable de l'atelier est Karim Benali, et Lucie Moreau s'occupe des ateliers pour débutants."
)
MARCHE = (
    "Le marché de nuit du port se tient chaque vendredi de juin à septembre, de 19 h à minuit. "
    "On y trouve une soixantaine de stands, dont un tiers de producteurs locaux. "
    "Le parking du quai Nord est gratuit après 19 h."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("fr-av-001", "para.reorder", "Quand ont lieu les séances ?", "C'est à 15 h 30, le mercredi et le samedi, que se jouent les séances du Théâtre des Ficelles.", MARIONNETTES, True),
    w.faith("fr-av-002", "para.passive", "Qui s'occupe des ateliers pour débutants ?", "Les ateliers pour débutants sont pris en charge par Lucie Moreau.", ATELIER, True),
    w.faith("fr-av-003", "para.synonym", "Combien coûte l'adhésion à l'atelier vélo ?", "La cotisation annuelle est de 20 € et permet d'utiliser les outils et de profiter des conseils des bénévoles.", ATELIER, True),
    w.faith("fr-av-004", "para.except", "Quels jours peut-on visiter la cave ?", "Du lundi au samedi, à 10 h et à 14 h ; il n'y a pas de visite le dimanche.", FROMAGERIE, True),
    w.faith("fr-av-005", "fmt.time", "À quelle heure partent les visites ?", "Les visites partent à 10:00 et à 14:00.", FROMAGERIE, True),
    w.faith("fr-av-006", "fmt.period", "Combien de temps dure la visite de la cave ?", "La visite dure 60 minutes.", FROMAGERIE, True),
    w.faith("fr-av-007", "fmt.date", "Jusqu'à quand se joue le spectacle ?", "Il se joue jusqu'au 30/03/2025.", MARIONNETTES, True),
    w.faith("fr-av-008", "fmt.share", "Combien de stands sont tenus par des producteurs locaux ?", "Environ 33 % des stands sont tenus par des producteurs locaux.", MARCHE, True),
    w.faith("fr-av-009", "wrap.hedge", "À partir de quel âge le spectacle est-il conseillé ?", "Il me semble que le spectacle est conseillé à partir de 4 ans.", MARIONNETTES, True),
    w.faith("fr-av-010", "fmt.number", "Combien de fromages goûte-t-on pendant la visite ?", "La visite se termine par la dégustation de 3 fromages.", FROMAGERIE, True),
    # single clear errors
    w.faith("fr-av-011", "value.number", "Combien coûte la place adulte ?", "La place adulte coûte 14 €.", MARIONNETTES, False),
    w.faith("fr-av-012", "value.date", "Quand commence le spectacle ?", "Les représentations commencent le 5 mars 2025.", MARIONNETTES, False),
    w.faith("fr-av-013", "role.swap", "Qui est responsable de l'atelier vélo ?", "Lucie Moreau est la responsable de l'atelier, et Karim Benali s'occupe des ateliers pour débutants.", ATELIER, False),
    w.faith("fr-av-014", "negation", "La visite est-elle gratuite pour les enfants ?", "Non, la visite n'est pas gratuite pour les moins de 12 ans.", FROMAGERIE, False),
    w.faith("fr-av-015", "antonym", "Le parking du quai Nord est-il payant le soir ?", "Oui, le parking du quai Nord est payant après 19 h.", MARCHE, False),
    w.faith("fr-av-016", "modality", "Faut-il réserver pour un groupe ?", "Les groupes de plus de quinze personnes peuvent réserver s'ils le souhaitent.", FROMAGERIE, False),
    w.faith("fr-av-017", "quantifier", "Qui tient les stands du marché de nuit ?", "Tous les stands du marché sont tenus par des producteurs locaux.", MARCHE, False),
    w.faith("fr-av-018", "added.fact", "Que donne l'adhésion à l'atelier ?", "L'adhésion à 20 € par an donne accès aux outils, aux conseils des bénévoles et à une révision gratuite du vélo.", ATELIER, False),
    w.faith("fr-av-019", "value.except", "Quels jours la cave se visite-t-elle ?", "La cave se visite tous les jours sauf le lundi.", FROMAGERIE, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-av-020", "refusal.short", "Le théâtre est-il accessible en fauteuil roulant ?", "Je ne sais pas, désolé.", MARIONNETTES, True),
    w.refusal("fr-av-021", "refusal.context", "L'atelier vend-il des vélos complets ?", "Les informations fournies ne disent pas si l'atelier vend des vélos complets ; je ne peux donc pas répondre.", ATELIER, True),
    w.refusal("fr-av-022", "refusal.partial", "Combien coûte la visite, et peut-on acheter du fromage sur place ?", "La visite coûte 7 € par adulte ; le document ne précise pas si l'on peut acheter du fromage sur place.", FROMAGERIE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-av-023", "correct.wordy", "Quels jours ouvre l'atelier vélo ?", "Vous pouvez passer à La Roue Libre deux soirs par semaine : le mardi et le jeudi, entre 17 h et 20 h.", "Le mardi et le jeudi.", True),
    w.correct("fr-av-024", "correct.wordy", "Combien de temps dure la pièce ?", "Le spectacle « Le Loup qui ronflait » a une durée totale de cinquante minutes.", "50 minutes.", True),
    w.correct("fr-av-025", "correct.format", "À quelle heure ferme le marché de nuit ?", "À 00 h 00.", "À minuit.", True),
    w.correct("fr-av-026", "wrong.value", "Combien coûte la place enfant ?", "La place enfant coûte 6 €.", "9 €.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-av-027", "relevant.direct", "Où se trouve La Roue Libre ?", "Rue des Tanneurs.", ATELIER, True),
    w.relevant("fr-av-028", "relevant.direct", "Qui dirige l'atelier vélo ?", "C'est Karim Benali.", ATELIER, True),
    w.relevant("fr-av-029", "relevant.direct", "Comment puis-je emprunter les outils de l'atelier ?", "Il suffit de prendre l'adhésion annuelle à 20 €.", ATELIER, True),
    w.relevant("fr-av-030", "relevant.yesno", "Les enfants de moins de 12 ans paient-ils la visite de la cave ?", "Non, c'est gratuit pour eux.", FROMAGERIE, True),
    w.relevant("fr-av-031", "offtopic.true", "À quelle heure commence le marché de nuit ?", "On y trouve une soixantaine de stands, dont un tiers de producteurs locaux.", MARCHE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-av-032", "diag.pass", "Combien coûte la visite de la cave d'affinage ?", "La visite coûte 7 € par adulte et elle est gratuite pour les moins de 12 ans.", {"fromagerie": FROMAGERIE, "marionnettes": MARIONNETTES}, ("fromagerie",), "pass"),
    w.diag("fr-av-033", "diag.missed", "Quels soirs ouvre l'atelier vélo ?", "Je ne trouve aucune information sur les horaires de l'atelier vélo.", {"marche-nuit": MARCHE, "fromagerie": FROMAGERIE}, ("atelier-velo",), "fix_retrieval"),
    w.diag("fr-av-034", "diag.correct_refusal", "Les chiens sont-ils acceptés au marché de nuit ?", "Les informations disponibles ne parlent pas des chiens, je ne peux pas répondre.", {"marche-nuit": MARCHE}, (), "correct_refusal"),
    w.diag("fr-av-035", "diag.unfaithful", "À quelle heure sont les séances du Théâtre des Ficelles ?", "Les séances ont lieu à 10 h 30 le mercredi et le samedi.", {"marionnettes": MARIONNETTES, "atelier-velo": ATELIER}, ("marionnettes",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
