"""French cases of set t26: a grocery delivery service, a courier company, two cinemas, two
phone repair shops, a Paris sightseeing bus and its night tour, a spa package and a sports
shop's club discounts."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

LIVREZY = (
    "Livrezy livre les courses dans tout Lyon du lundi au samedi. "
    "Les commandes passées avant 11 h sont livrées l'après-midi même ; les autres le sont le lendemain. "
    "Les frais de livraison s'élèvent à 4,90 €, offerts dès 50 € d'achat."
)
HIRONDELLE = (
    "La société de coursiers Hirondelle Express a été créée en 2008 par Claire Dumas à Bordeaux. "
    "En 2018, elle a été rachetée par le groupe Transalp. "
    "Un colis express coûte 16 € et arrive sous 24 heures ; le colis standard coûte 7 € et arrive en 3 à 4 jours ouvrés."
)
REX = (
    "Au cinéma Le Rex, la place coûte 11,50 € en tarif plein et 8 € pour les moins de 18 ans. "
    "Le mercredi, toutes les séances sont à 7 €. "
    "Les lunettes 3D sont facturées 2 € en supplément, sauf pour les détenteurs de la carte Rex+."
)
PALACE = (
    "Le Palace de Montreuil a ouvert ses portes en 1931. "
    "Le cinéaste Paul Girard l'a racheté en 1989 et l'a transformé en cinéma d'art et d'essai. "
    "La grande salle compte 250 fauteuils. Le cinéma est ouvert toute l'année, sauf en août."
)
REPARPHONE = (
    "Chez Répar'Phone, le remplacement d'un écran d'iPhone prend environ 40 minutes et coûte à partir de 129 €. "
    "Chaque réparation d'écran est garantie 6 mois. "
    "Les téléphones oxydés ne sont pas garantis après réparation. "
    "La boutique est ouverte tous les jours sauf le dimanche, de 9 h 30 à 19 h."
)
SOS_MOBILE = (
    "Sophie Martin dirige l'atelier SOS Mobile de Nantes depuis 2019. "
    "Elle a formé Karim Benali, qui s'occupe aujourd'hui de toutes les réparations de cartes mères. "
    "Le changement de batterie se fait uniquement sur rendez-vous et coûte 59 €."
)
PANORAMA = (
    "Le bus touristique Paris Panorama part de l'Opéra toutes les 15 minutes, de 9 h à 19 h. "
    "Le billet 1 jour coûte 35 € pour les adultes et 18 € pour les enfants de 4 à 12 ans ; les moins de 4 ans voyagent gratuitement. "
    "Le circuit complet dure 2 h 15 et compte 10 arrêts."
)
NOCTURNE = (
    "La visite nocturne a été lancée en 2016 par la compagnie Lumières de Paris. "
    "Elle a lieu uniquement le vendredi et le samedi, avec un départ à 21 h 45 depuis le Trocadéro. "
    "Le billet coûte 29 € et doit être réservé en ligne au moins 48 heures à l'avance."
)
ANAIS = (
    "La formule « Évasion » du spa Les Thermes d'Anaïs comprend un gommage de 30 minutes, un massage de 60 minutes et l'accès au hammam. "
    "Elle coûte 140 € par personne, ou 250 € pour un duo. "
    "Les peignoirs sont fournis. L'accès est réservé aux plus de 16 ans."
)
SPORT_PLUS = (
    "Les adhérents du club Sport Plus bénéficient de 10 % de réduction sur tous les articles non soldés. "
    "Le statut Premium, à 25 € par an, porte cette réduction à 20 %. "
    "Les vélos et les cartes cadeaux sont exclus de toute réduction."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-t26-001", "para.combine", "Si je commande ce matin, quand serai-je livré et combien ça coûte ?", "Si vous commandez avant 11 h, vous êtes livré dans l'après-midi, et la livraison ne vous coûte rien à partir de 50 € d'achats.", LIVREZY, True),
    w.faith("fr-t26-002", "para.except", "Livrezy livre-t-il le dimanche ?", "Non, Livrezy ne livre pas le dimanche.", LIVREZY, True),
    w.faith("fr-t26-003", "fmt.time", "Jusqu'à quelle heure puis-je commander pour être livré le jour même ?", "Il faut passer commande avant 11 heures du matin pour être livré le jour même.", LIVREZY, True),
    w.faith("fr-t26-004", "para.relative", "À qui appartient Hirondelle Express ?", "Hirondelle Express, que Claire Dumas a fondée en 2008 à Bordeaux, a été rachetée par le groupe Transalp en 2018.", HIRONDELLE, True),
    w.faith("fr-t26-005", "para.pronoun", "Combien coûte un colis express ?", "Un colis express coûte 16 €. Il est livré dans les 24 heures.", HIRONDELLE, True),
    w.faith("fr-t26-006", "para.passive", "Qui a racheté Hirondelle Express ?", "En 2018, c'est le groupe Transalp qui a racheté Hirondelle Express.", HIRONDELLE, True),
    w.faith("fr-t26-007", "para.combine", "Combien coûte un film en 3D au tarif plein ?", "Comptez 11,50 € la place plus 2 € pour les lunettes, soit 13,50 €, sauf si vous avez la carte Rex+.", REX, True),
    w.faith("fr-t26-008", "para.relative", "Qui ne paie pas les lunettes 3D ?", "Les spectateurs qui possèdent la carte Rex+ n'ont pas à payer le supplément de 2 € pour les lunettes 3D.", REX, True),
    w.faith("fr-t26-009", "para.relative", "Qui a racheté le Palace ?", "Le Palace de Montreuil, qui a ouvert en 1931, a été racheté en 1989 par le cinéaste Paul Girard.", PALACE, True),
    w.faith("fr-t26-010", "para.pronoun", "Qu'est devenu le Palace après son rachat ?", "Paul Girard a racheté le Palace en 1989. Il en a fait un cinéma d'art et d'essai.", PALACE, True),
    w.faith("fr-t26-011", "para.except", "Le Palace est-il ouvert en août ?", "Non, le Palace ferme ses portes au mois d'août.", PALACE, True),
    w.faith("fr-t26-012", "para.combine", "Combien de temps prend un changement d'écran, et est-il garanti ?", "Comptez une quarantaine de minutes pour un nouvel écran, et la réparation est garantie six mois.", REPARPHONE, True),
    w.faith("fr-t26-013", "para.except", "Répar'Phone est-il ouvert le dimanche ?", "Non, la boutique est fermée le dimanche.", REPARPHONE, True),
    w.faith("fr-t26-014", "para.relative", "Qui répare les cartes mères chez SOS Mobile ?", "Karim Benali, que Sophie Martin a formé, prend en charge toutes les réparations de cartes mères.", SOS_MOBILE, True),
    w.faith("fr-t26-015", "para.pronoun", "Qui dirige l'atelier SOS Mobile de Nantes ?", "L'atelier de Nantes est dirigé par Sophie Martin depuis 2019. C'est elle qui a formé Karim Benali.", SOS_MOBILE, True),
    w.faith("fr-t26-016", "para.combine", "Le bus passe souvent ? Et le circuit dure combien de temps ?", "Un bus part de l'Opéra tous les quarts d'heure, et le tour complet des 10 arrêts prend deux heures et quart.", PANORAMA, True),
    w.faith("fr-t26-017", "para.relative", "Mon fils de 3 ans doit-il payer ?", "Non, les enfants qui ont moins de 4 ans voyagent gratuitement.", PANORAMA, True),
    w.faith("fr-t26-018", "para.relative", "D'où part la visite nocturne ?", "La visite nocturne, que la compagnie Lumières de Paris a lancée en 2016, part du Trocadéro à 21 h 45.", NOCTURNE, True),
    w.faith("fr-t26-019", "para.pronoun", "Comment réserver la visite nocturne ?", "Le billet coûte 29 €. Il faut le réserver en ligne au moins deux jours à l'avance.", NOCTURNE, True),
    w.faith("fr-t26-020", "para.combine", "Combien économise-t-on en réservant Évasion en duo ?", "Deux formules Évasion coûteraient 280 € séparément ; en duo, vous payez 250 €, soit 30 € d'économie.", ANAIS, True),
    w.faith("fr-t26-021", "fmt.period", "Que comprend la formule Évasion ?", "Elle comprend un gommage d'une demi-heure, un massage d'une heure et l'accès au hammam.", ANAIS, True),
    w.faith("fr-t26-022", "wrap.attribution", "Faut-il apporter un peignoir ? Et mon fils de 15 ans peut-il venir ?", "D'après Les Thermes d'Anaïs, les peignoirs sont fournis, mais l'accès est réservé aux plus de 16 ans.", ANAIS, True),
    w.faith("fr-t26-023", "para.relative", "Quel est l'intérêt du statut Premium ?", "Les adhérents qui prennent le statut Premium, facturé 25 € par an, ont droit à 20 % de réduction au lieu de 10 %.", SPORT_PLUS, True),
    w.faith("fr-t26-024", "para.except", "Puis-je utiliser ma réduction sur un vélo ?", "Non : la réduction s'applique aux articles non soldés, à l'exception des vélos et des cartes cadeaux.", SPORT_PLUS, True),

    w.faith("fr-t26-025", "added.fact", "Quand serai-je livré ?", "Les commandes passées avant 11 h sont livrées l'après-midi même, et le livreur vous appelle dix minutes avant d'arriver.", LIVREZY, False),
    w.faith("fr-t26-026", "added.fact", "À qui appartient Hirondelle Express ?", "Hirondelle Express, fondée par Claire Dumas en 2008, a été rachetée par Transalp en 2018 et emploie aujourd'hui 300 coursiers.", HIRONDELLE, False),
    w.faith("fr-t26-027", "role.swap", "Que s'est-il passé en 2018 ?", "En 2018, Hirondelle Express a racheté le groupe Transalp.", HIRONDELLE, False),
    w.faith("fr-t26-028", "direction", "Le colis standard est-il moins cher ?", "Non, le colis standard revient plus cher que le colis express.", HIRONDELLE, False),
    w.faith("fr-t26-029", "quantifier", "Le mercredi, c'est moins cher ?", "Le mercredi, seules les séances du soir sont à 7 €.", REX, False),
    w.faith("fr-t26-030", "added.fact", "Quel est le tarif du mercredi ?", "Le mercredi, toutes les séances sont à 7 €, boisson comprise.", REX, False),
    w.faith("fr-t26-031", "negation", "Avec la carte Rex+, les lunettes 3D sont-elles gratuites ?", "Non, les détenteurs de la carte Rex+ paient eux aussi le supplément de 2 € pour les lunettes 3D.", REX, False),
    w.faith("fr-t26-032", "added.fact", "Que fait Paul Girard au Palace ?", "Paul Girard, qui a racheté le Palace en 1989, y organise chaque année un festival du court métrage.", PALACE, False),
    w.faith("fr-t26-033", "value.date", "Depuis quand le Palace existe-t-il ?", "Le Palace de Montreuil a ouvert ses portes en 1913.", PALACE, False),
    w.faith("fr-t26-034", "added.fact", "Combien coûte un nouvel écran d'iPhone ?", "Le remplacement d'un écran d'iPhone coûte à partir de 129 € et comprend la pose gratuite d'un verre trempé.", REPARPHONE, False),
    w.faith("fr-t26-035", "value.time", "À quelle heure ferme Répar'Phone ?", "La boutique ferme à 20 h, du lundi au samedi.", REPARPHONE, False),
    w.faith("fr-t26-036", "role.swap", "Qui a formé qui chez SOS Mobile ?", "C'est Karim Benali qui a formé Sophie Martin.", SOS_MOBILE, False),
    w.faith("fr-t26-037", "modality", "Faut-il prendre rendez-vous pour changer la batterie ?", "Pas besoin : le changement de batterie peut se faire sans rendez-vous, pour 59 €.", SOS_MOBILE, False),
    w.faith("fr-t26-038", "added.fact", "Que comprend le billet 1 jour ?", "Le billet 1 jour coûte 35 € pour un adulte et donne aussi accès à une croisière sur la Seine.", PANORAMA, False),
    w.faith("fr-t26-039", "value.number", "Combien d'arrêts compte le circuit ?", "Le circuit complet de Paris Panorama compte 14 arrêts.", PANORAMA, False),
    w.faith("fr-t26-040", "added.fact", "Comment se déroule la visite nocturne ?", "La visite nocturne part du Trocadéro à 21 h 45 et se termine par une coupe de champagne au pied de la tour Eiffel.", NOCTURNE, False),
    w.faith("fr-t26-041", "value.unit", "Peut-on réserver la visite nocturne au dernier moment ?", "Presque : il suffit de réserver en ligne au moins 48 minutes à l'avance.", NOCTURNE, False),
    w.faith("fr-t26-042", "added.fact", "Que comprend la formule Évasion ?", "La formule Évasion, à 140 € par personne, comprend un gommage, un massage d'une heure, l'accès au hammam et un déjeuner léger.", ANAIS, False),
    w.faith("fr-t26-043", "direction", "Y a-t-il une condition d'âge au spa ?", "Oui, l'accès est réservé aux moins de 16 ans.", ANAIS, False),
    w.faith("fr-t26-044", "added.fact", "Quels sont les avantages du club Sport Plus ?", "Les adhérents ont 10 % de réduction sur les articles non soldés, et la livraison à domicile leur est offerte.", SPORT_PLUS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t26-045", "correct.format", "À quelle heure part la visite nocturne ?", "À dix heures moins le quart du soir.", "21 h 45", True),
    w.correct("fr-t26-046", "correct.wordy", "Qui a fondé Hirondelle Express ?", "C'est Claire Dumas qui a fondé la société de coursiers Hirondelle Express.", "Claire Dumas", True),
    w.correct("fr-t26-047", "correct.format", "Combien de temps dure le circuit complet de Paris Panorama ?", "Deux heures et quart.", "2 h 15", True),
    w.correct("fr-t26-048", "correct.wordy", "Combien coûte le statut Premium du club Sport Plus ?", "Le statut Premium du club Sport Plus est facturé 25 euros chaque année.", "25 € par an", True),
    w.correct("fr-t26-049", "wrong.value", "Combien coûte la formule Évasion pour un duo ?", "Pour un duo, la formule Évasion coûte 280 €.", "250 €", False),
    w.correct("fr-t26-050", "wrong.role", "Qui a formé Karim Benali ?", "C'est Karim Benali qui a formé Sophie Martin.", "Sophie Martin", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
