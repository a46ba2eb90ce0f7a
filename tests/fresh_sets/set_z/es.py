"""Spanish cases of set Z: a language school, a car repair shop, a padel club and a florist."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

IDIOMAS = "La academia de idiomas Babel ofrece cursos de inglés, alemán e italiano. Los grupos tienen un máximo de diez alumnos y las clases duran 90 minutos. La matrícula cuesta 60 euros y la mensualidad, 85 euros. El nuevo curso empieza el 2 de octubre."
TALLER = "Talleres Hermanos Ruiz cambia el aceite en unos 30 minutos por 55 euros. Los martes y jueves por la mañana hacen la revisión previa a la ITV sin cita. El taller abre de lunes a viernes de 8:00 a 19:00 y cierra en agosto. Lucía Ruiz se encarga de los presupuestos."
PADEL = "El club de pádel Las Dunas tiene ocho pistas, seis de ellas cubiertas. Alquilar una pista durante hora y media cuesta 24 euros. Los socios pueden reservar con siete días de antelación; los demás, con dos. El club organiza un torneo para principiantes el primer sábado de cada mes."
FLORES = "La floristería Amapola prepara ramos de novia por encargo con al menos tres semanas de antelación. El envío a domicilio es gratuito dentro de la ciudad para pedidos de más de 40 euros. La tienda abre todos los días excepto los domingos por la tarde. En 2023 vendió más de 2.300 ramos."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-z-001", "fmt.period", "¿Cuánto dura cada clase en Babel?", "Cada clase dura hora y media.", IDIOMAS, True),
    w.faith("es-z-002", "para.reorder", "¿Qué idiomas se pueden estudiar en Babel?", "Italiano, alemán e inglés son los idiomas que ofrece la academia.", IDIOMAS, True),
    w.faith("es-z-003", "fmt.date", "¿Cuándo empieza el nuevo curso?", "El nuevo curso empieza el 02/10.", IDIOMAS, True),
    w.faith("es-z-004", "fmt.time", "¿Qué horario tiene el taller?", "De lunes a viernes, de 8 de la mañana a 7 de la tarde.", TALLER, True),
    w.faith("es-z-005", "para.synonym", "¿Cuánto cuesta cambiar el aceite?", "El cambio de aceite sale por 55 euros y lleva una media hora.", TALLER, True),
    w.faith("es-z-006", "para.part", "¿Cuántas pistas tiene el club Las Dunas?", "Las Dunas cuenta con ocho pistas.", PADEL, True),
    w.faith("es-z-007", "fmt.share", "¿Cuántas pistas están cubiertas?", "Tres de cada cuatro pistas están cubiertas: seis de las ocho.", PADEL, True),
    w.faith("es-z-008", "wrap.closer", "¿Con cuánta antelación hay que encargar un ramo de novia?", "Hay que encargarlo con al menos tres semanas de antelación. ¡Espero que te sirva!", FLORES, True),
    w.faith("es-z-009", "fmt.thousands", "¿Cuántos ramos vendió Amapola en 2023?", "En 2023 vendió más de 2300 ramos.", FLORES, True),
    w.faith("es-z-010", "para.except", "¿Qué días abre la floristería?", "Abre a diario, salvo el domingo por la tarde.", FLORES, True),
    w.faith("es-z-011", "value.number", "¿Cuántos alumnos hay como máximo por grupo?", "Los grupos tienen un máximo de doce alumnos.", IDIOMAS, False),
    w.faith("es-z-012", "value.currency", "¿Cuánto cuesta la matrícula en Babel?", "La matrícula cuesta 80 euros.", IDIOMAS, False),
    w.faith("es-z-013", "value.time", "¿A qué hora cierra el taller?", "El taller cierra a las 20:00.", TALLER, False),
    w.faith("es-z-014", "added.fact", "¿Quién hace los presupuestos en el taller?", "Lucía Ruiz se encarga de los presupuestos y también de las reparaciones de motos.", TALLER, False),
    w.faith("es-z-015", "role.swap", "¿Con cuánta antelación se puede reservar pista?", "Los que no son socios pueden reservar con siete días de antelación, y los socios, con dos.", PADEL, False),
    w.faith("es-z-016", "antonym", "¿Cómo son las pistas del club?", "El club tiene ocho pistas, seis de ellas descubiertas.", PADEL, False),
    w.faith("es-z-017", "modality", "¿Con cuánta antelación reservan los socios?", "Los socios deben reservar obligatoriamente con siete días de antelación.", PADEL, False),
    w.faith("es-z-018", "value.date", "¿Cuándo es el torneo para principiantes?", "El torneo para principiantes es el último sábado de cada mes.", PADEL, False),
    w.faith("es-z-019", "value.except", "¿Cuándo está abierta la floristería?", "Abre todos los días excepto los sábados por la tarde.", FLORES, False),
    w.faith("es-z-020", "negation", "¿El envío a domicilio es gratis?", "No, el envío a domicilio no es gratuito, ni siquiera en pedidos de más de 40 euros.", FLORES, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-z-021", "refusal.plain", "¿La academia Babel ofrece clases en línea?", "Lo siento, no tengo esa información.", IDIOMAS, True),
    w.refusal("es-z-022", "refusal.context", "¿El club de pádel alquila palas?", "El texto no dice nada sobre el alquiler de palas, así que no puedo responder.", PADEL, True),
    w.refusal("es-z-023", "refusal.partial", "¿Cuánto cuesta la mensualidad en Babel y hay descuento para estudiantes?", "La mensualidad cuesta 85 euros; sobre descuentos para estudiantes no se menciona nada.", IDIOMAS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-z-024", "correct.wordy", "¿Quién se encarga de los presupuestos en Talleres Hermanos Ruiz?", "Si necesitas un presupuesto, la persona a la que tienes que dirigirte en el taller es Lucía Ruiz.", "Lucía Ruiz.", True),
    w.correct("es-z-025", "correct.wordy", "¿Cuánto cuesta alquilar una pista en Las Dunas?", "Reservar una pista te sale por 24 euros, y con eso tienes hora y media de juego.", "24 euros por hora y media.", True),
    w.correct("es-z-026", "correct.format", "¿Cuándo empieza el nuevo curso en Babel?", "El 2 oct.", "El 2 de octubre.", True),
    w.correct("es-z-027", "wrong.role", "¿Quiénes pueden reservar pista con siete días de antelación en Las Dunas?", "Los que no son socios del club.", "Los socios.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-z-028", "relevant.direct", "¿Qué día es el torneo para los que empiezan?", "El primer sábado de cada mes.", PADEL, True),
    w.relevant("es-z-029", "relevant.direct", "¿Cuánto me sale apuntarme a la academia?", "60 euros de matrícula.", IDIOMAS, True),
    w.relevant("es-z-030", "relevant.direct", "¿Cómo consigo que me lleven las flores a casa sin pagar envío?", "Haz un pedido de más de 40 euros dentro de la ciudad.", FLORES, True),
    w.relevant("es-z-031", "relevant.yesno", "¿Puedo llevar el coche al taller en agosto?", "No, en agosto está cerrado.", TALLER, True),
    w.relevant("es-z-032", "offtopic.true", "¿Cuánto tarda el cambio de aceite?", "Lucía Ruiz se encarga de los presupuestos.", TALLER, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-z-033", "diag.missed", "¿Cuánto cuesta la mensualidad en la academia Babel?", "Lo siento, en los documentos no aparece el precio de la mensualidad.", {"padel-01": PADEL, "flores-01": FLORES}, ("idiomas-01",), "fix_retrieval"),
    w.diag("es-z-034", "diag.unfaithful", "¿Cuántas pistas tiene el club Las Dunas?", "El club tiene doce pistas.", {"padel-01": PADEL, "taller-01": TALLER}, ("padel-01",), "fix_generation"),
    w.diag("es-z-035", "diag.correct_refusal", "¿La floristería Amapola vende plantas de interior?", "La información disponible no indica si Amapola vende plantas de interior.", {"flores-01": FLORES, "idiomas-01": IDIOMAS}, (), "correct_refusal"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
