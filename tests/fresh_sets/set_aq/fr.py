"""French cases of set AQ: registration for a half marathon, a car-sharing service and a
bookbinding workshop at a municipal media library."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

SEMI = (
    "Les inscriptions au semi-marathon de Rochebrune ouvrent le 12 janvier 2026 à 10 h et ferment le 1er mars 2026. "
    "Le dossard coûte 28 € jusqu'au 31 janvier, puis 35 €. "
    "Limitée à 2 500 coureurs, la course part le dimanche 5 avril à 8 h 30 de la place du Marché. "
    "Un certificat médical de moins d'un an est obligatoire."
)
AUTOPARTAGE = (
    "Avec le service d'autopartage Citéo, l'abonnement coûte 12 € par mois, auxquels s'ajoutent 3 € de l'heure et 0,30 € par kilomètre. "
    "Les voitures se réservent sur l'application et se rendent à leur station de départ. "
    "Tout retard de plus de 15 minutes est facturé 10 €. "
    "Les conducteurs doivent avoir leur permis depuis au moins deux ans."
)
RELIURE = (
    "L'atelier de reliure de la médiathèque Jules-Verne a lieu un mercredi sur deux, de 14 h à 17 h. "
    "L'animatrice, Odile Marchand, apprend aux participants à relier un carnet à la japonaise. "
    "L'atelier est gratuit pour les adhérents et coûte 6 € pour les autres ; il accueille huit personnes au plus, à partir de 12 ans."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-aq-001", "para.reorder", "Quand et d'où part la course ?", "C'est de la place du Marché que la course part, le dimanche 5 avril à 8 h 30.", SEMI, True),
    w.faith("fr-aq-002", "para.passive", "Qui anime l'atelier de reliure ?", "L'atelier est animé par Odile Marchand.", RELIURE, True),
    w.faith("fr-aq-003", "para.synonym", "Que faut-il fournir pour courir ?", "Un certificat médical de moins d'un an est exigé.", SEMI, True),
    w.faith("fr-aq-004", "fmt.time", "À quelle heure part la course ?", "Le départ est donné à huit heures et demie du matin.", SEMI, True),
    w.faith("fr-aq-005", "fmt.period", "À quelle fréquence a lieu l'atelier de reliure ?", "Il a lieu le mercredi, tous les quinze jours.", RELIURE, True),
    w.faith("fr-aq-006", "fmt.thousands", "Combien de coureurs peuvent participer ?", "La course est limitée à 2500 coureurs.", SEMI, True),
    w.faith("fr-aq-007", "fmt.abbrev", "Combien coûte l'abonnement Citéo ?", "12 €/mois.", AUTOPARTAGE, True),
    w.faith("fr-aq-008", "wrap.question", "Combien coûte l'atelier pour quelqu'un qui n'est pas adhérent ?", "Combien faut-il payer sans être adhérent ? 6 €, l'atelier restant gratuit pour les adhérents.", RELIURE, True),
    w.faith("fr-aq-009", "para.pronoun", "Que fait Odile Marchand à la médiathèque ?", "Elle apprend aux participants à relier un carnet à la japonaise.", RELIURE, True),
    w.faith("fr-aq-010", "fmt.date", "Jusqu'à quand peut-on s'inscrire au semi-marathon ?", "Jusqu'au 01/03/2026.", SEMI, True),
    w.faith("fr-aq-011", "value.currency", "Combien coûte le dossard en janvier ?", "Le dossard coûte 25 € jusqu'au 31 janvier.", SEMI, False),
    w.faith("fr-aq-012", "value.date", "Quand ouvrent les inscriptions ?", "Les inscriptions ouvrent le 12 février 2026.", SEMI, False),
    w.faith("fr-aq-013", "negation", "Faut-il un certificat médical pour courir ?", "Non, aucun certificat médical n'est demandé.", SEMI, False),
    w.faith("fr-aq-014", "antonym", "Que se passe-t-il le 1er mars 2026 ?", "Ce jour-là, les inscriptions au semi-marathon ouvrent.", SEMI, False),
    w.faith("fr-aq-015", "quantifier", "Qui peut participer à l'atelier de reliure ?", "Tout le monde peut y participer, quel que soit son âge.", RELIURE, False),
    w.faith("fr-aq-016", "direction", "Quand un retard est-il facturé chez Citéo ?", "Tout retard de moins de 15 minutes est facturé 10 €.", AUTOPARTAGE, False),
    w.faith("fr-aq-017", "modality", "Faut-il avoir son permis depuis longtemps pour conduire une voiture Citéo ?", "Il est conseillé d'avoir son permis depuis deux ans, mais ce n'est pas obligatoire.", AUTOPARTAGE, False),
    w.faith("fr-aq-018", "added.fact", "Combien coûte l'utilisation d'une voiture Citéo ?", "Comptez 3 € de l'heure et 0,30 € par kilomètre, carburant compris.", AUTOPARTAGE, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-aq-019", "refusal.plain", "Y a-t-il des vestiaires au départ du semi-marathon ?", "Je ne sais pas, je n'ai pas cette information.", SEMI, True),
    w.refusal("fr-aq-020", "refusal.long", "Citéo propose-t-il des voitures électriques ?", "Je suis désolé, mais les informations dont je dispose portent uniquement sur les tarifs, la réservation et les conditions de permis de Citéo ; elles ne disent rien du type de voitures proposées, je ne peux donc pas répondre.", AUTOPARTAGE, True),
    w.refusal("fr-aq-021", "refusal.hedged", "Combien de personnes l'atelier de reliure accueille-t-il ?", "Sauf erreur de ma part, l'atelier accueille huit personnes au plus.", RELIURE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-aq-022", "correct.wordy", "Combien coûte l'atelier de reliure pour un adhérent ?", "Si vous êtes adhérent de la médiathèque, vous n'aurez rien à payer : pour vous, l'atelier est gratuit.", "Rien, c'est gratuit.", True),
    w.correct("fr-aq-023", "correct.wordy", "Quel est le prix du dossard après janvier ?", "Une fois le mois de janvier passé, l'inscription revient à trente-cinq euros.", "35 €.", True),
    w.correct("fr-aq-024", "correct.short", "Combien coûte l'heure de location chez Citéo ?", "3 €.", "La location coûte 3 € de l'heure.", True),
    w.correct("fr-aq-025", "wrong.value", "À partir de quel âge peut-on participer à l'atelier de reliure ?", "À partir de 16 ans.", "À partir de 12 ans.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-aq-026", "relevant.direct", "D'où s'élancent les coureurs ?", "De la place du Marché.", SEMI, True),
    w.relevant("fr-aq-027", "relevant.direct", "L'atelier de reliure, c'est à quelle heure ?", "De 14 h à 17 h, un mercredi sur deux.", RELIURE, True),
    w.relevant("fr-aq-028", "relevant.direct", "Comment je fais pour avoir une voiture Citéo ?", "On la réserve sur l'application.", AUTOPARTAGE, True),
    w.relevant("fr-aq-029", "relevant.yesno", "Mon fils de 10 ans peut-il venir à l'atelier de reliure ?", "Non, il faut avoir au moins 12 ans.", RELIURE, True),
    w.relevant("fr-aq-030", "offtopic.true", "Quand ferment les inscriptions au semi-marathon ?", "La course est limitée à 2 500 coureurs.", SEMI, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-aq-031", "diag.pass", "Combien coûte un retard chez Citéo ?", "Un retard de plus de 15 minutes est facturé 10 €.", {"autopartage": AUTOPARTAGE, "reliure": RELIURE}, ("autopartage",), "pass"),
    w.diag("fr-aq-032", "diag.missed", "Quel jour a lieu le semi-marathon de Rochebrune ?", "Les documents fournis n'indiquent pas la date de la course.", {"reliure": RELIURE, "autopartage": AUTOPARTAGE}, ("semi-marathon",), "fix_retrieval"),
    w.diag("fr-aq-033", "diag.correct_refusal", "La médiathèque Jules-Verne prête-t-elle des liseuses ?", "Les documents ne disent pas si la médiathèque prête des liseuses.", {"reliure": RELIURE, "semi-marathon": SEMI}, (), "correct_refusal"),
    w.diag("fr-aq-034", "diag.offtopic", "Qui anime l'atelier de reliure ?", "L'atelier est gratuit pour les adhérents.", {"reliure": RELIURE, "autopartage": AUTOPARTAGE}, ("reliure",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
