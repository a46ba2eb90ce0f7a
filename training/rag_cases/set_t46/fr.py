"""French cases of set t46: une pâtisserie bordelaise et ses horaires, une maison de
champagne familiale de Mareuil-sur-Ay et ses visites de caves, une tonnellerie de Cognac,
une chocolaterie de Bayonne et une brasserie artisanale d'Obernai."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

PATISSERIE = (
    "La pâtisserie Darrieux, cours de l'Intendance à Bordeaux, a été ouverte en 1949 par Jeanne et Paul Darrieux. "
    "Leur fils Michel l'a reprise en 1981 et y a ajouté un salon de thé. "
    "Depuis 2015, elle est tenue par la fille de Michel, Camille, et son associé, le chef pâtissier Hugo Lefèvre. "
    "Le canelé coûte 2,20 € pièce et la boîte de douze 24 €."
)
PAT_HORAIRES = (
    "La pâtisserie ouvre du mardi au dimanche de 8 h à 19 h ; le salon de thé ferme à 18 h. "
    "Les gâteaux sur commande doivent être réservés 48 heures à l'avance. "
    "Le paiement par chèque n'est plus accepté."
)
CHAMPAGNE = (
    "La maison Leroux-Aubry, à Mareuil-sur-Ay, produit du champagne depuis 1920, année où Gaston Leroux a acheté ses premières vignes. "
    "Son petit-fils Bernard a repris l'exploitation en 1978 ; depuis 2011, c'est la fille de Bernard, Mathilde, qui fait le vin, tandis que son gendre Arnaud Aubry s'occupe des ventes. "
    "La maison exploite 7 hectares et produit environ 50 000 bouteilles par an."
)
CAVES = (
    "Les visites des caves ont lieu du lundi au samedi à 10 h 30 et à 15 h, sur rendez-vous. "
    "Elles durent une heure et demie et coûtent 25 € avec deux coupes. "
    "Le brut réserve est vendu 29 € la bouteille et la cuvée millésimée 48 €."
)
TONNELLERIE = (
    "La tonnellerie Bouyer, à Cognac, a été fondée en 1911 par Léon Bouyer. "
    "En 1970, l'atelier est revenu à son petit-fils Jacques, qui l'a agrandi en 1985. "
    "Aujourd'hui, vingt-deux tonneliers y fabriquent environ 9 000 barriques par an, dont plus de la moitié part à l'export. "
    "La barrique de 225 litres est vendue autour de 900 €."
)
CHOCOLATERIE = (
    "La chocolaterie Etcheverry, rue du Port-Neuf à Bayonne, existe depuis 1895. "
    "Elle a été fondée par Jean-Baptiste Etcheverry ; son arrière-petite-fille Maite la dirige depuis 2003 avec son frère Xabi, chargé de la fabrication. "
    "La tablette de chocolat au piment d'Espelette coûte 6,50 €. "
    "La boutique est fermée le lundi."
)
BRASSERIE = (
    "La brasserie Schaller, à Obernai, a été créée en 2012 par Marc Schaller, ancien ingénieur, et sa compagne Aurélie Kuntz. "
    "Marc brasse, Aurélie gère le bar et les événements. "
    "La bière blanche titre 4,8 % et la bière de Noël 7 %. "
    "Le bar est ouvert du jeudi au samedi de 17 h à minuit."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-t46-001", "para.combine", "Qui a ouvert la pâtisserie Darrieux ?", "Jeanne et Paul Darrieux l'ont ouverte en 1949, puis leur fils Michel l'a reprise en 1981.", PATISSERIE, True),
    w.faith("fr-t46-002", "para.relative", "Qui tient la pâtisserie aujourd'hui ?", "Camille, qui est la fille de Michel, la tient depuis 2015 avec son associé, le chef pâtissier Hugo Lefèvre.", PATISSERIE, True),
    w.faith("fr-t46-003", "fmt.currency", "Combien coûte un canelé ?", "Un canelé coûte deux euros vingt.", PATISSERIE, True),
    w.faith("fr-t46-004", "para.passive", "Qui a ajouté le salon de thé ?", "Le salon de thé a été ajouté par Michel Darrieux, qui avait repris la pâtisserie en 1981.", PATISSERIE, True),
    w.faith("fr-t46-005", "para.except", "La pâtisserie est-elle ouverte le lundi ?", "Non, elle est fermée le lundi ; du mardi au dimanche, elle ouvre de 8 h à 19 h.", PAT_HORAIRES, True),
    w.faith("fr-t46-006", "fmt.time", "À quelle heure ferme le salon de thé ?", "Le salon de thé ferme à six heures du soir.", PAT_HORAIRES, True),
    w.faith("fr-t46-007", "fmt.period", "Quel délai pour commander un gâteau ?", "Il faut réserver deux jours à l'avance.", PAT_HORAIRES, True),
    w.faith("fr-t46-008", "para.synonym", "Puis-je payer par chèque ?", "Non, les chèques ne sont plus pris.", PAT_HORAIRES, True),
    w.faith("fr-t46-009", "para.reorder", "Depuis quand la maison Leroux-Aubry produit-elle du champagne ?", "C'est en 1920, l'année où Gaston Leroux a acheté ses premières vignes, que commence la production de champagne de la maison.", CHAMPAGNE, True),
    w.faith("fr-t46-010", "para.combine", "Qui fait le vin chez Leroux-Aubry ?", "Depuis 2011, le vin est fait par Mathilde, la fille de Bernard, et les ventes sont assurées par Arnaud Aubry, le gendre de Bernard.", CHAMPAGNE, True),
    w.faith("fr-t46-011", "fmt.thousands", "Combien de bouteilles produit la maison ?", "Environ cinquante mille bouteilles par an.", CHAMPAGNE, True),
    w.faith("fr-t46-012", "fmt.abbrev", "Quelle est la surface exploitée ?", "La maison exploite 7 ha.", CHAMPAGNE, True),
    w.faith("fr-t46-013", "fmt.unit", "Combien de temps dure la visite des caves ?", "La visite dure 90 minutes.", CAVES, True),
    w.faith("fr-t46-014", "fmt.time", "À quelle heure sont les visites ?", "Du lundi au samedi, à dix heures et demie et à trois heures de l'après-midi, sur rendez-vous.", CAVES, True),
    w.faith("fr-t46-015", "wrap.attribution", "Combien coûte la cuvée millésimée ?", "D'après la maison, la cuvée millésimée est vendue 48 € la bouteille.", CAVES, True),
    w.faith("fr-t46-016", "para.synonym", "Qui a fondé la tonnellerie Bouyer ?", "La tonnellerie Bouyer a vu le jour à Cognac en 1911, créée par Léon Bouyer.", TONNELLERIE, True),
    w.faith("fr-t46-017", "para.pronoun", "Qui est Jacques Bouyer ?", "C'est le petit-fils de Léon ; l'atelier lui est revenu en 1970, et il l'a agrandi en 1985.", TONNELLERIE, True),
    w.faith("fr-t46-018", "fmt.share", "La tonnellerie exporte-t-elle ?", "Oui, plus de 50 % des barriques partent à l'export.", TONNELLERIE, True),
    w.faith("fr-t46-019", "fmt.number", "Combien de tonneliers y travaillent ?", "22 tonneliers y travaillent aujourd'hui.", TONNELLERIE, True),
    w.faith("fr-t46-020", "para.combine", "Qui dirige la chocolaterie Etcheverry ?", "Maite, l'arrière-petite-fille du fondateur Jean-Baptiste Etcheverry, la dirige depuis 2003 avec son frère Xabi, qui s'occupe de la fabrication.", CHOCOLATERIE, True),
    w.faith("fr-t46-021", "para.part", "Combien coûte la tablette au piment ?", "La tablette au piment d'Espelette est à 6,50 €.", CHOCOLATERIE, True),
    w.faith("fr-t46-022", "para.nominal", "Depuis quand la chocolaterie existe-t-elle ?", "L'existence de la chocolaterie Etcheverry remonte à 1895.", CHOCOLATERIE, True),
    w.faith("fr-t46-023", "wrap.opener", "Qui brasse chez Schaller ?", "Merci pour votre question ! C'est Marc Schaller qui brasse, et Aurélie s'occupe du bar et des événements.", BRASSERIE, True),
    w.faith("fr-t46-024", "fmt.time", "Quels sont les horaires du bar ?", "Le bar ouvre du jeudi au samedi, de 17:00 à 00:00.", BRASSERIE, True),
    w.faith("fr-t46-025", "value.date", "Quand Michel a-t-il repris la pâtisserie ?", "Michel Darrieux a repris la pâtisserie en 1949 et y a ajouté un salon de thé.", PATISSERIE, False),
    w.faith("fr-t46-026", "value.currency", "Combien coûte la boîte de douze canelés ?", "La boîte de douze canelés coûte 22 €.", PATISSERIE, False),
    w.faith("fr-t46-027", "role.swap", "Qui tient la pâtisserie depuis 2015 ?", "Hugo Lefèvre, le fils de Michel, la tient depuis 2015 avec son associée, la cheffe pâtissière Camille.", PATISSERIE, False),
    w.faith("fr-t46-028", "value.except", "Quels jours la pâtisserie est-elle ouverte ?", "La pâtisserie ouvre du lundi au samedi, de 8 h à 19 h.", PAT_HORAIRES, False),
    w.faith("fr-t46-029", "direction", "Quel délai pour un gâteau sur commande ?", "Les gâteaux sur commande sont à réserver moins de 48 heures à l'avance.", PAT_HORAIRES, False),
    w.faith("fr-t46-030", "negation", "Acceptez-vous les chèques ?", "Oui, la pâtisserie accepte toujours le paiement par chèque.", PAT_HORAIRES, False),
    w.faith("fr-t46-031", "value.date", "Quand Bernard a-t-il repris l'exploitation ?", "Bernard Leroux a repris l'exploitation en 2011.", CHAMPAGNE, False),
    w.faith("fr-t46-032", "role.swap", "Qui s'occupe des ventes chez Leroux-Aubry ?", "Mathilde s'occupe des ventes, et Arnaud Aubry fait le vin.", CHAMPAGNE, False),
    w.faith("fr-t46-033", "value.number", "Combien de bouteilles la maison produit-elle ?", "Environ 150 000 bouteilles par an.", CHAMPAGNE, False),
    w.faith("fr-t46-034", "value.except", "Quels jours peut-on visiter les caves ?", "Les visites ont lieu du lundi au vendredi, à 10 h 30 et à 15 h.", CAVES, False),
    w.faith("fr-t46-035", "modality", "Faut-il prendre rendez-vous pour visiter les caves ?", "Le rendez-vous est conseillé, mais pas obligatoire.", CAVES, False),
    w.faith("fr-t46-036", "value.currency", "Combien coûte le brut réserve ?", "Le brut réserve coûte 48 € la bouteille.", CAVES, False),
    w.faith("fr-t46-037", "added.fact", "Comment se passe la visite ?", "La visite dure une heure et demie, coûte 25 € avec deux coupes et se termine par un déjeuner sur place.", CAVES, False),
    w.faith("fr-t46-038", "role.swap", "Qui a agrandi l'atelier en 1985 ?", "Léon Bouyer a agrandi l'atelier en 1985, après l'avoir repris de son petit-fils Jacques.", TONNELLERIE, False),
    w.faith("fr-t46-039", "value.unit", "Quelle est la contenance d'une barrique ?", "La barrique de 225 hectolitres est vendue autour de 900 €.", TONNELLERIE, False),
    w.faith("fr-t46-040", "quantifier", "Les barriques partent-elles à l'export ?", "Oui, toutes les barriques de la tonnellerie partent à l'export.", TONNELLERIE, False),
    w.faith("fr-t46-041", "value.date", "Depuis quand Maite dirige-t-elle la chocolaterie ?", "Maite Etcheverry dirige la chocolaterie depuis 1895.", CHOCOLATERIE, False),
    w.faith("fr-t46-042", "added.entity", "Combien coûtent les tablettes ?", "La tablette au piment d'Espelette et la tablette au lait coûtent 6,50 € chacune.", CHOCOLATERIE, False),
    w.faith("fr-t46-043", "antonym", "Quand le bar de la brasserie est-il ouvert ?", "Le bar est fermé du jeudi au samedi et ouvre les autres soirs de 17 h à minuit.", BRASSERIE, False),
    w.faith("fr-t46-044", "value.number", "Quel est le degré de la bière blanche ?", "La bière blanche de Schaller titre 7 %.", BRASSERIE, False),
]

CORRECTNESS = [
    w.correct("fr-t46-045", "correct.wordy", "Qui a fondé la tonnellerie Bouyer ?", "La tonnellerie de Cognac a été fondée en 1911 par Léon Bouyer, le grand-père de Jacques.", "Léon Bouyer", True),
    w.correct("fr-t46-046", "correct.format", "Combien coûte la visite des caves Leroux-Aubry ?", "Vingt-cinq euros, deux coupes comprises.", "25 €", True),
    w.correct("fr-t46-047", "correct.short", "Quel jour la chocolaterie Etcheverry est-elle fermée ?", "Le lundi.", "La boutique est fermée le lundi.", True),
    w.correct("fr-t46-048", "correct.format", "Quel est le degré de la bière blanche Schaller ?", "4,8 degrés.", "4,8 % vol.", True),
    w.correct("fr-t46-049", "wrong.value", "En quelle année la pâtisserie Darrieux a-t-elle ouvert ?", "En 1981.", "En 1949", False),
    w.correct("fr-t46-050", "wrong.role", "Qui fait le vin chez Leroux-Aubry ?", "Arnaud Aubry.", "Mathilde, la fille de Bernard", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
