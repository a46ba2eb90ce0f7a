"""French cases of set t48: la pharmacie de garde d'un secteur toulousain, un vétérinaire
rural dans le Cantal, un centre dentaire conventionné à Bruxelles, une salle d'escalade
grenobloise et son initiation à l'assurage, un centre aquatique marseillais et un club de
natation, et un centre de rééducation à Strasbourg."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

PHARMACIE = (
    "La pharmacie de garde du secteur de Toulouse-Rangueil change chaque semaine ; cette semaine, c'est la pharmacie des Carmes, rue du Languedoc. "
    "Pendant la garde de nuit, de 20 h à 8 h, une majoration de 8 euros s'applique par ordonnance. "
    "Le pharmacien titulaire, Thomas Garcia, est assisté de la préparatrice Inès Haddad. "
    "La nuit, il faut présenter une ordonnance et une pièce d'identité pour être servi."
)
VETO = (
    "Le docteur Alain Mercier est vétérinaire rural à Aurillac depuis 1994 ; il soigne surtout les vaches et les chevaux. "
    "Sa consœur, la docteure Julie Besson, arrivée en 2020, s'occupe des chiens et des chats. "
    "Une visite à la ferme est facturée 60 euros, plus 1,20 euro par kilomètre. "
    "Le cabinet est fermé le dimanche, sauf pour les urgences de vêlage."
)
DENTAIRE = (
    "Le centre dentaire Saint-Gilles, à Bruxelles, est conventionné : une consultation y coûte 27,50 euros. "
    "Les enfants de moins de 18 ans y sont soignés gratuitement. "
    "Le docteur Youssef Amrani pratique la pose d'implants, et la docteure Marie Claes assure les soins pédiatriques. "
    "Le centre est ouvert en soirée le lundi et le mercredi, jusqu'à 20 h."
)
ESCALADE = (
    "La salle d'escalade Vertical'Roc, à Grenoble, propose 1 200 m² de murs et une zone de bloc. "
    "L'entrée coûte 15 euros, 12 euros pour les étudiants, et la location de chaussons 4 euros. "
    "Les moins de 12 ans doivent être accompagnés d'un adulte. "
    "Le gérant, Nicolas Faure, a ouvert la salle en 2014 avec son frère Antoine."
)
INITIATION = (
    "Chez Vertical'Roc, l'initiation à l'assurage a lieu le mardi à 19 h et dure deux heures ; elle coûte 30 euros. "
    "Elle est animée par la monitrice Aurélie Dumas. "
    "Une fois l'initiation validée, on reçoit un passeport qui permet de grimper en autonomie."
)
PISCINE = (
    "Le centre aquatique de la Pointe-Rouge, à Marseille, comprend un bassin sportif de 25 mètres, un bassin ludique et un toboggan de 60 mètres. "
    "Il est ouvert de 10 h à 19 h pendant les vacances scolaires, et de 12 h à 14 h puis de 17 h à 21 h le reste de l'année. "
    "Le toboggan est réservé aux enfants de plus de 8 ans. "
    "Le bonnet de bain n'est pas obligatoire."
)
CLUB = (
    "Le club Marseille Natation propose des cours pour adultes débutants le jeudi de 20 h à 21 h. "
    "L'entraîneur, Fabien Morel, a été champion de France du 200 m brasse en 2006. "
    "La licence annuelle coûte 210 euros et inclut l'assurance. "
    "Un certificat médical est demandé à l'inscription."
)
REEDUCATION = (
    "Le centre de rééducation des Vosges, à Strasbourg, accueille des patients après une opération du genou ou de la hanche. "
    "Chaque patient suit deux séances par jour, de 9 h à 10 h et de 14 h à 15 h. "
    "Le kinésithérapeute Hugo Schmitt coordonne l'équipe, et l'ergothérapeute Anne Keller s'occupe du retour à domicile. "
    "Le séjour moyen est de trois semaines."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-t48-001", "para.part", "Quelle pharmacie est de garde cette semaine ?", "C'est la pharmacie des Carmes, rue du Languedoc.", PHARMACIE, True),
    w.faith("fr-t48-002", "fmt.time", "À quelle heure commence la garde de nuit ?", "La garde de nuit commence à 8 heures du soir et se termine à 8 heures du matin.", PHARMACIE, True),
    w.faith("fr-t48-003", "para.passive", "Qui travaille avec le pharmacien ?", "La préparatrice Inès Haddad assiste le pharmacien titulaire, Thomas Garcia.", PHARMACIE, True),
    w.faith("fr-t48-004", "para.combine", "Que dois-je prévoir si je viens la nuit ?", "La nuit, il faut une ordonnance et une pièce d'identité, et une majoration de 8 euros est appliquée par ordonnance.", PHARMACIE, True),
    w.faith("fr-t48-005", "para.pronoun", "Qui soigne les vaches ?", "Le docteur Alain Mercier : il s'occupe surtout des vaches et des chevaux.", VETO, True),
    w.faith("fr-t48-006", "para.passive", "Qui soigne mon chat ?", "Les chiens et les chats sont pris en charge par la docteure Julie Besson.", VETO, True),
    w.faith("fr-t48-007", "fmt.currency", "Combien coûte une visite à la ferme ?", "Une visite à la ferme revient à soixante euros, auxquels s'ajoutent 1,20 € par kilomètre.", VETO, True),
    w.faith("fr-t48-008", "para.except", "Peut-on faire venir le vétérinaire un dimanche ?", "Le dimanche, le cabinet ne reçoit que les urgences de vêlage.", VETO, True),
    w.faith("fr-t48-009", "fmt.currency", "Combien coûte une consultation au centre Saint-Gilles ?", "Une consultation coûte vingt-sept euros cinquante.", DENTAIRE, True),
    w.faith("fr-t48-010", "para.relative", "Qui pose les implants ?", "C'est le docteur Youssef Amrani, qui pratique la pose d'implants au centre.", DENTAIRE, True),
    w.faith("fr-t48-011", "fmt.number", "Mes enfants doivent-ils payer ?", "Non, les moins de dix-huit ans sont soignés gratuitement.", DENTAIRE, True),
    w.faith("fr-t48-012", "fmt.time", "Le centre est-il ouvert le soir ?", "Oui, le lundi et le mercredi jusqu'à 8 heures du soir.", DENTAIRE, True),
    w.faith("fr-t48-013", "fmt.number", "Quelle surface de murs a la salle ?", "La salle compte mille deux cents mètres carrés de murs.", ESCALADE, True),
    w.faith("fr-t48-014", "fmt.currency", "Combien coûte l'entrée pour un étudiant ?", "Les étudiants paient 12 € l'entrée.", ESCALADE, True),
    w.faith("fr-t48-015", "para.combine", "Qui a créé la salle ?", "Nicolas Faure, le gérant, l'a ouverte en 2014 avec son frère Antoine.", ESCALADE, True),
    w.faith("fr-t48-016", "wrap.attribution", "Mon fils de 10 ans peut-il grimper seul ?", "D'après le règlement de la salle, les moins de 12 ans doivent être accompagnés d'un adulte.", ESCALADE, True),
    w.faith("fr-t48-017", "fmt.unit", "Combien de temps dure l'initiation à l'assurage ?", "L'initiation à l'assurage dure 120 minutes.", INITIATION, True),
    w.faith("fr-t48-018", "para.relative", "À quoi sert le passeport ?", "Le passeport, remis une fois l'initiation validée, permet de grimper en autonomie.", INITIATION, True),
    w.faith("fr-t48-019", "fmt.time", "Quels sont les horaires hors vacances scolaires ?", "Hors vacances scolaires, c'est ouvert de midi à 14 h, puis de 17 h à 21 h.", PISCINE, True),
    w.faith("fr-t48-020", "para.synonym", "Le bonnet de bain est-il obligatoire ?", "Non, vous pouvez nager sans bonnet de bain.", PISCINE, True),
    w.faith("fr-t48-021", "fmt.number", "Qui peut faire le toboggan ?", "Le toboggan est réservé aux enfants de plus de huit ans.", PISCINE, True),
    w.faith("fr-t48-022", "wrap.opener", "Quand ont lieu les cours pour adultes débutants ?", "Merci pour votre question ! Les cours pour adultes débutants ont lieu le jeudi de 20 h à 21 h.", CLUB, True),
    w.faith("fr-t48-023", "para.synonym", "Que comprend la licence ?", "La licence annuelle, à 210 euros, comprend l'assurance.", CLUB, True),
    w.faith("fr-t48-024", "fmt.period", "Combien de temps dure un séjour au centre ?", "En moyenne, un séjour dure 21 jours.", REEDUCATION, True),
    w.faith("fr-t48-025", "value.time", "Quand commence la garde de nuit ?", "La garde de nuit commence à 19 h.", PHARMACIE, False),
    w.faith("fr-t48-026", "value.currency", "Quelle est la majoration de nuit ?", "La nuit, une majoration de 12 euros s'applique par ordonnance.", PHARMACIE, False),
    w.faith("fr-t48-027", "role.swap", "Qui est le pharmacien titulaire ?", "La titulaire est Inès Haddad, assistée du préparateur Thomas Garcia.", PHARMACIE, False),
    w.faith("fr-t48-028", "value.date", "Quand la docteure Besson est-elle arrivée ?", "La docteure Julie Besson est arrivée à Aurillac en 1994.", VETO, False),
    w.faith("fr-t48-029", "role.swap", "Qui soigne les chevaux ?", "Les chevaux sont soignés par la docteure Julie Besson, et les chiens par le docteur Mercier.", VETO, False),
    w.faith("fr-t48-030", "added.fact", "Combien coûte une visite à la ferme ?", "Une visite coûte 60 euros plus 1,20 euro par kilomètre, les trente premiers kilomètres étant offerts.", VETO, False),
    w.faith("fr-t48-031", "value.except", "Quand le cabinet vétérinaire est-il fermé ?", "Le cabinet ferme le samedi et le dimanche, sauf pour les urgences de vêlage.", VETO, False),
    w.faith("fr-t48-032", "value.currency", "Combien coûte une consultation ?", "Au centre Saint-Gilles, une consultation coûte 37,50 euros.", DENTAIRE, False),
    w.faith("fr-t48-033", "role.swap", "Qui fait les soins pédiatriques ?", "Les soins pédiatriques sont assurés par le docteur Youssef Amrani, et la pose d'implants par la docteure Claes.", DENTAIRE, False),
    w.faith("fr-t48-034", "value.except", "Quels soirs le centre dentaire est-il ouvert ?", "Le centre est ouvert en soirée le mardi et le jeudi, jusqu'à 20 h.", DENTAIRE, False),
    w.faith("fr-t48-035", "direction", "Les enfants peuvent-ils venir seuls ?", "Les plus de 12 ans doivent être accompagnés d'un adulte.", ESCALADE, False),
    w.faith("fr-t48-036", "value.date", "Quand la salle Vertical'Roc a-t-elle ouvert ?", "Vertical'Roc a ouvert ses portes en 2004.", ESCALADE, False),
    w.faith("fr-t48-037", "added.entity", "Que peut-on louer à la salle ?", "On peut louer des chaussons et des baudriers pour 4 euros.", ESCALADE, False),
    w.faith("fr-t48-038", "negation", "Peut-on grimper seul après l'initiation ?", "Même une fois l'initiation validée, on ne peut pas grimper en autonomie.", INITIATION, False),
    w.faith("fr-t48-039", "value.time", "Quand a lieu l'initiation ?", "L'initiation à l'assurage a lieu le mardi à 18 h.", INITIATION, False),
    w.faith("fr-t48-040", "value.number", "Quelle est la longueur du bassin sportif ?", "Le bassin sportif de la Pointe-Rouge fait 50 mètres.", PISCINE, False),
    w.faith("fr-t48-041", "modality", "Dois-je porter un bonnet de bain ?", "Oui, le bonnet de bain est obligatoire au centre aquatique.", PISCINE, False),
    w.faith("fr-t48-042", "quantifier", "Qui peut utiliser le toboggan ?", "Le toboggan est ouvert à tous les enfants, quel que soit leur âge.", PISCINE, False),
    w.faith("fr-t48-043", "value.date", "En quelle année Fabien Morel a-t-il été champion de France ?", "Fabien Morel a été champion de France du 200 m brasse en 2016.", CLUB, False),
    w.faith("fr-t48-044", "added.fact", "Comment se passent les journées au centre ?", "Chaque patient suit deux séances par jour, de 9 h à 10 h et de 14 h à 15 h, plus une séance de balnéothérapie le soir.", REEDUCATION, False),
]

CORRECTNESS = [
    w.correct("fr-t48-045", "correct.wordy", "Qui coordonne l'équipe du centre de rééducation des Vosges ?", "Au centre de rééducation des Vosges, c'est le kinésithérapeute Hugo Schmitt qui coordonne l'équipe.", "Hugo Schmitt", True),
    w.correct("fr-t48-046", "correct.format", "Combien coûte la licence annuelle de Marseille Natation ?", "Deux cent dix euros.", "210 €", True),
    w.correct("fr-t48-047", "correct.short", "Qui s'occupe du retour à domicile des patients ?", "Anne Keller, l'ergothérapeute.", "L'ergothérapeute Anne Keller s'occupe du retour à domicile.", True),
    w.correct("fr-t48-048", "correct.format", "Combien de temps dure l'initiation à l'assurage ?", "120 minutes.", "Deux heures", True),
    w.correct("fr-t48-049", "wrong.value", "Combien coûte l'initiation à l'assurage chez Vertical'Roc ?", "Elle coûte 40 euros.", "30 euros", False),
    w.correct("fr-t48-050", "wrong.role", "Qui anime l'initiation à l'assurage ?", "Nicolas Faure, le gérant de la salle.", "La monitrice Aurélie Dumas", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
