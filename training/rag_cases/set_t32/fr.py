"""French cases of set t32: la dermatologie et la maternité du centre hospitalier de Valmont,
le cabinet Lefèvre & Benali, l'Académie de football des Tilleuls, le bistrot « Chez Lucette »,
l'échange du collège Jean-Moulin avec Brighton et l'agence de voyages Horizons."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

DERMATO = (
    "Au centre hospitalier de Valmont, le service de dermatologie est dirigé par le Dr Claire Marchand. "
    "Elle est arrivée à l'hôpital en 2010 et a succédé en 2020 au Dr Henri Dufour, parti à la retraite. "
    "Les consultations de dermatologie ont lieu le mercredi et le vendredi, de 8 h 30 à 12 h 30."
)
MATERNITE = (
    "La maternité de l'hôpital compte 30 lits. "
    "Les visites sont autorisées tous les jours de 13 h à 20 h, sauf le samedi, où elles se terminent à 18 h. "
    "Le conjoint peut passer la nuit dans la chambre. "
    "Le service est placé sous la responsabilité de la cadre de santé Sophie Lambert."
)
CABINET = (
    "Le cabinet Lefèvre & Benali a été fondé en 2000 par Antoine Lefèvre et Samira Benali. "
    "En 2012, il a ouvert un bureau à Lille, dirigé par l'associée Julie Morel. "
    "La première consultation coûte 90 euros et dure une heure."
)
ASSOCIES = (
    "Sur les huit associés du cabinet, deux sont spécialisés en droit de la famille. "
    "L'associé Marc Girard préside le comité pro bono, qui prend en charge au maximum 10 dossiers par an. "
    "Tout nouveau client doit fournir un justificatif de domicile avant le premier rendez-vous."
)
ACADEMIE = (
    "L'Académie de football des Tilleuls a été créée en 2002 par l'ancien défenseur Didier Roussel. "
    "Depuis 2017, l'équipe U13 est entraînée par Karim Haddad, qui était auparavant l'adjoint de Roussel. "
    "Les U13 s'entraînent le mardi, le mercredi et le vendredi à 18 h."
)
COTISATION = (
    "La cotisation annuelle de l'académie s'élève à 900 euros, payable en trois fois. "
    "Les frères et sœurs bénéficient d'une réduction de 50 %. "
    "Une licence fédérale est obligatoire pour tous les joueurs ; elle est offerte par l'académie."
)
BISTROT = (
    "Le bistrot « Chez Lucette » a ouvert en 2008 ; sa propriétaire est Lucette Arnaud. "
    "Le chef, Hugo Perrin, l'a rejointe en 2015 après sept ans dans la cuisine d'un grand hôtel lyonnais. "
    "En 2021, Lucette Arnaud a cédé 20 % du bistrot à l'investisseur Paul Mercier."
)
HORAIRES = (
    "Chez Lucette est ouvert du lundi au samedi, de 11 h 45 à 22 h ; il est fermé le dimanche. "
    "Le menu dégustation coûte 58 euros par personne et doit être réservé au moins 72 heures à l'avance. "
    "Les groupes de plus de douze personnes doivent verser un acompte de 30 %."
)
ECHANGE = (
    "Le collège Jean-Moulin de Nantes mène un échange avec la Hillside School de Brighton. "
    "Lancé en 2004 par la professeure d'anglais Anne Collet, il est aujourd'hui coordonné par Bruno Faure. "
    "Chaque année en mai, 24 élèves de quatrième passent dix jours à Brighton, hébergés dans des familles."
)
AGENCE = (
    "L'agence de voyages Horizons, à Bordeaux, emploie quatre guides. "
    "Les circuits au Maroc sont encadrés par le guide Youssef Amrani, qui travaille pour l'agence depuis 2011. "
    "Le circuit de douze jours coûte 1 650 euros par personne, vols et riads compris, repas non compris. "
    "L'annulation est gratuite jusqu'à 45 jours avant le départ."
)

# fmt: off
FAITHFULNESS = [
    # faithful: every claim supported, said in other words
    w.faith("fr-t32-001", "para.combine", "Qui dirige la dermatologie, et depuis quand ?", "Le Dr Claire Marchand, en poste à l'hôpital depuis 2010, dirige la dermatologie depuis 2020.", DERMATO, True),
    w.faith("fr-t32-002", "para.relative", "À qui le Dr Marchand a-t-elle succédé ?", "Le Dr Henri Dufour, à qui le Dr Marchand a succédé en 2020, est parti à la retraite.", DERMATO, True),
    w.faith("fr-t32-003", "fmt.time", "Quand ont lieu les consultations de dermatologie ?", "Le mercredi et le vendredi, de huit heures et demie à midi et demi.", DERMATO, True),
    w.faith("fr-t32-004", "para.except", "Jusqu'à quelle heure peut-on rendre visite à la maternité ?", "Les visites vont jusqu'à 20 h du dimanche au vendredi, et jusqu'à 18 h le samedi.", MATERNITE, True),
    w.faith("fr-t32-005", "para.pronoun", "Qui est responsable de la maternité ?", "La maternité compte 30 lits. C'est la cadre de santé Sophie Lambert qui en a la responsabilité.", MATERNITE, True),
    w.faith("fr-t32-006", "para.synonym", "Mon conjoint peut-il rester dormir ?", "Oui, le conjoint a le droit de dormir dans la chambre.", MATERNITE, True),
    w.faith("fr-t32-007", "para.relative", "Quand le cabinet a-t-il ouvert son bureau de Lille ?", "Le cabinet qu'Antoine Lefèvre et Samira Benali ont fondé en 2000 a ouvert un bureau à Lille en 2012.", CABINET, True),
    w.faith("fr-t32-008", "para.pronoun", "Qui dirige le bureau de Lille ?", "Le bureau de Lille a ouvert ses portes en 2012. Il est dirigé par l'associée Julie Morel.", CABINET, True),
    w.faith("fr-t32-009", "fmt.period", "Combien de temps dure la première consultation ?", "La première consultation est facturée 90 € et dure 60 minutes.", CABINET, True),
    w.faith("fr-t32-010", "para.relative", "Combien de dossiers pro bono le cabinet accepte-t-il ?", "Le comité pro bono, que préside Marc Girard, ne traite pas plus de dix dossiers par an.", ASSOCIES, True),
    w.faith("fr-t32-011", "para.synonym", "Que faut-il fournir quand on est nouveau client ?", "Avant le premier rendez-vous, chaque nouveau client est tenu de remettre un justificatif de domicile.", ASSOCIES, True),
    w.faith("fr-t32-012", "para.combine", "Qui entraîne les U13 ?", "Karim Haddad, ancien adjoint du fondateur Didier Roussel, entraîne les U13 depuis 2017.", ACADEMIE, True),
    w.faith("fr-t32-013", "para.pronoun", "Qui a fondé l'académie ?", "L'académie a été fondée en 2002 par Didier Roussel. Il jouait autrefois en défense.", ACADEMIE, True),
    w.faith("fr-t32-014", "fmt.time", "À quelle heure s'entraînent les U13 ?", "Mardi, mercredi et vendredi, à six heures du soir.", ACADEMIE, True),
    w.faith("fr-t32-015", "fmt.share", "Y a-t-il une réduction pour les frères et sœurs ?", "Oui : les frères et sœurs paient moitié prix.", COTISATION, True),
    w.faith("fr-t32-016", "fmt.currency", "Combien coûte la cotisation ?", "La cotisation est de 900 € par an, réglable en trois versements.", COTISATION, True),
    w.faith("fr-t32-017", "para.combine", "Qui tient Chez Lucette ?", "Chez Lucette appartient à Lucette Arnaud, et le chef Hugo Perrin y travaille depuis 2015.", BISTROT, True),
    w.faith("fr-t32-018", "para.relative", "Qui est Paul Mercier ?", "Paul Mercier est l'investisseur auquel Lucette Arnaud a vendu un cinquième du bistrot en 2021.", BISTROT, True),
    w.faith("fr-t32-019", "para.except", "Chez Lucette est-il ouvert le dimanche ?", "Non, le dimanche c'est fermé ; le reste de la semaine, le bistrot ouvre de midi moins le quart à 22 h.", HORAIRES, True),
    w.faith("fr-t32-020", "wrap.attribution", "Combien de temps à l'avance faut-il réserver le menu dégustation ?", "D'après le bistrot, le menu dégustation à 58 € se réserve au minimum trois jours à l'avance.", HORAIRES, True),
    w.faith("fr-t32-021", "para.combine", "Qui s'occupe de l'échange avec Brighton ?", "C'est Anne Collet qui a lancé l'échange en 2004 ; aujourd'hui, Bruno Faure en assure la coordination.", ECHANGE, True),
    w.faith("fr-t32-022", "para.pronoun", "Combien de temps les élèves restent-ils à Brighton ?", "Tous les ans en mai, 24 élèves de quatrième partent à Brighton. Ils y restent dix jours, logés chez l'habitant.", ECHANGE, True),
    w.faith("fr-t32-023", "wrap.hedge", "Les repas sont-ils inclus dans le circuit au Maroc ?", "Il me semble que les repas ne sont pas compris, mais les vols et les riads le sont.", AGENCE, True),
    w.faith("fr-t32-024", "wrap.opener", "Qui encadre les circuits au Maroc ?", "Bonjour ! Les circuits au Maroc sont encadrés par Youssef Amrani, qui travaille chez Horizons depuis 2011.", AGENCE, True),
    # unfaithful: one clear error
    w.faith("fr-t32-025", "added.fact", "Quand ont lieu les consultations ?", "Les consultations ont lieu le mercredi et le vendredi de 8 h 30 à 12 h 30, sans rendez-vous.", DERMATO, False),
    w.faith("fr-t32-026", "role.swap", "Qui a repris la dermatologie en 2020 ?", "En 2020, le Dr Henri Dufour a succédé au Dr Claire Marchand, partie à la retraite.", DERMATO, False),
    w.faith("fr-t32-027", "value.except", "Quels sont les horaires de visite à la maternité ?", "Tous les jours de 13 h à 20 h, sauf le dimanche, où les visites s'arrêtent à 18 h.", MATERNITE, False),
    w.faith("fr-t32-028", "added.fact", "Le conjoint peut-il rester la nuit ?", "Oui, le conjoint peut dormir dans la chambre, et on lui sert aussi le petit-déjeuner.", MATERNITE, False),
    w.faith("fr-t32-029", "quantifier", "Qui peut rester la nuit à la maternité ?", "Tous les proches de la patiente peuvent rester la nuit dans la chambre.", MATERNITE, False),
    w.faith("fr-t32-030", "added.fact", "Quand le cabinet a-t-il été fondé ?", "Antoine Lefèvre et Samira Benali ont fondé le cabinet à Paris en 2000.", CABINET, False),
    w.faith("fr-t32-031", "value.currency", "Combien coûte la première consultation ?", "La première consultation coûte 90 dollars et dure une heure.", CABINET, False),
    w.faith("fr-t32-032", "added.fact", "Que comprend le prix du circuit au Maroc ?", "Le circuit de douze jours coûte 1 650 € par personne, vols, riads et assurance annulation compris.", AGENCE, False),
    w.faith("fr-t32-033", "modality", "Faut-il un justificatif de domicile ?", "Il est simplement conseillé aux nouveaux clients d'apporter un justificatif de domicile au premier rendez-vous.", ASSOCIES, False),
    w.faith("fr-t32-034", "direction", "Combien de dossiers pro bono par an ?", "Le comité pro bono traite au moins dix dossiers par an.", ASSOCIES, False),
    w.faith("fr-t32-035", "role.swap", "Qui entraîne les U13 ?", "Depuis 2017, Didier Roussel entraîne les U13 ; il était auparavant l'adjoint de Karim Haddad.", ACADEMIE, False),
    w.faith("fr-t32-036", "value.time", "À quelle heure s'entraînent les U13 ?", "Les U13 s'entraînent le mardi, le mercredi et le vendredi à 17 h.", ACADEMIE, False),
    w.faith("fr-t32-037", "added.fact", "Comment se paie la cotisation ?", "La cotisation de 900 € se paie en trois fois, le premier versement étant dû en septembre.", COTISATION, False),
    w.faith("fr-t32-038", "negation", "La licence fédérale est-elle obligatoire ?", "Non, la licence fédérale n'est pas obligatoire pour les joueurs.", COTISATION, False),
    w.faith("fr-t32-039", "added.fact", "Où le chef travaillait-il avant ?", "Hugo Perrin est arrivé en 2015, après sept ans comme second de cuisine dans un grand hôtel lyonnais.", BISTROT, False),
    w.faith("fr-t32-040", "value.number", "Quelle part du bistrot Paul Mercier a-t-il achetée ?", "En 2021, Lucette Arnaud a cédé 30 % du bistrot à Paul Mercier.", BISTROT, False),
    w.faith("fr-t32-041", "added.fact", "Combien coûte le menu dégustation ?", "Le menu dégustation coûte 58 € par personne, vin compris, et se réserve au moins 72 heures à l'avance.", HORAIRES, False),
    w.faith("fr-t32-042", "antonym", "Qui paie la licence fédérale ?", "La licence fédérale est obligatoire, et elle est payante pour les joueurs.", COTISATION, False),
    w.faith("fr-t32-043", "value.date", "Depuis quand existe l'échange avec Brighton ?", "Anne Collet a lancé l'échange en 2006.", ECHANGE, False),
    w.faith("fr-t32-044", "added.entity", "Qui encadre les circuits au Maroc ?", "Les circuits au Maroc sont encadrés par Youssef Amrani et sa collègue Leïla Bennani.", AGENCE, False),
]

CORRECTNESS = [
    w.correct("fr-t32-045", "correct.wordy", "Qui dirige la dermatologie à Valmont ?", "Au centre hospitalier de Valmont, c'est le Dr Claire Marchand qui est à la tête du service de dermatologie.", "Le Dr Claire Marchand.", True),
    w.correct("fr-t32-046", "correct.format", "Combien coûte le circuit au Maroc ?", "1650 € par voyageur.", "1 650 euros par personne.", True),
    w.correct("fr-t32-047", "correct.wordy", "En quelle année l'Académie des Tilleuls a-t-elle été créée ?", "L'Académie de football des Tilleuls a vu le jour en 2002.", "En 2002.", True),
    w.correct("fr-t32-048", "correct.format", "À quelle heure s'entraînent les U13 ?", "À 6 heures du soir.", "À 18 h.", True),
    w.correct("fr-t32-049", "wrong.value", "Combien de lits compte la maternité ?", "Elle compte 13 lits.", "30 lits.", False),
    w.correct("fr-t32-050", "wrong.role", "Qui a lancé l'échange avec Brighton ?", "Bruno Faure, l'actuel coordinateur.", "Anne Collet.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
