"""Spanish cases of set AP: a surf school, a neighbourhood toy library, a charity fun run and
an open-air summer cinema."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

SURF = (
    "La escuela de surf Ola Norte, en la playa de Zarautz, ofrece clases de dos horas a las 10:00 y a las 17:00 de junio a septiembre. "
    "Cada clase cuesta 35 euros, con tabla y neopreno incluidos. "
    "Los grupos tienen como máximo ocho alumnos por monitor. "
    "Los menores de 14 años deben ir acompañados de un adulto."
)
LUDOTECA = (
    "La ludoteca del barrio de San Blas presta juguetes a las familias empadronadas en el barrio. "
    "Cada familia puede llevarse hasta tres juguetes durante 15 días y puede renovar el préstamo una vez. "
    "La ludoteca abre los martes y jueves de 17:00 a 20:00. "
    "La coordina Marta Ibáñez, y su compañero Raúl Ortega revisa los juguetes devueltos."
)
CARRERA = (
    "La XII Carrera Popular de Villanueva se celebrará el domingo 5 de octubre de 2025, con salida a las 9:30 desde la plaza Mayor. "
    "El recorrido es de 10 kilómetros y la inscripción cuesta 12 euros. "
    "El 25 % de lo recaudado se destina a la asociación local de alzhéimer. "
    "El año pasado participaron 1.340 corredores, frente a 980 el año anterior."
)
CINE = (
    "El cine de verano del parque de la Alameda proyecta películas todos los viernes y sábados de julio y agosto a las 22:00. "
    "La entrada cuesta 4 euros, y los niños menores de seis años entran gratis. "
    "Se puede entrar con comida y bebida, excepto bebidas alcohólicas."
)

# fmt: off
FAITHFULNESS = [
    # paráfrasis fieles y cambios de formato
    w.faith("es-ap-001", "para.reorder", "¿A qué horas hay clases en la escuela Ola Norte?", "De junio a septiembre, a las 10:00 y a las 17:00, la escuela Ola Norte da clases de dos horas.", SURF, True),
    w.faith("es-ap-002", "para.passive", "¿Quién revisa los juguetes que se devuelven?", "Los juguetes devueltos son revisados por Raúl Ortega.", LUDOTECA, True),
    w.faith("es-ap-003", "fmt.period", "¿Cuánto tiempo puede una familia quedarse con los juguetes?", "Cada familia puede tener los juguetes durante una quincena.", LUDOTECA, True),
    w.faith("es-ap-004", "fmt.share", "¿Qué parte de lo recaudado va a la asociación de alzhéimer?", "Una cuarta parte de lo recaudado se destina a la asociación local de alzhéimer.", CARRERA, True),
    w.faith("es-ap-005", "fmt.date", "¿Qué día es la carrera popular?", "La carrera se celebrará el 5/10/2025.", CARRERA, True),
    w.faith("es-ap-006", "fmt.unit", "¿Qué distancia tiene el recorrido de la carrera?", "El recorrido es de 10 km.", CARRERA, True),
    w.faith("es-ap-007", "fmt.thousands", "¿Cuántos corredores participaron el año pasado?", "El año pasado participaron 1340 corredores.", CARRERA, True),
    w.faith("es-ap-008", "fmt.time", "¿A qué hora empiezan las películas del cine de verano?", "Las películas empiezan a las diez de la noche.", CINE, True),
    w.faith("es-ap-009", "para.except", "¿Puedo llevar comida y bebida al cine de verano?", "Puedes llevar comida y bebida, siempre que no sea alcohol.", CINE, True),
    w.faith("es-ap-010", "wrap.closer", "¿Cuántos juguetes puede llevarse una familia?", "Cada familia puede llevarse hasta tres juguetes durante 15 días. ¡Espero que te sirva!", LUDOTECA, True),
    # un único error claro
    w.faith("es-ap-011", "value.number", "¿Cuántos alumnos hay por monitor en las clases de surf?", "Los grupos tienen como máximo diez alumnos por monitor.", SURF, False),
    w.faith("es-ap-012", "role.swap", "¿Quién coordina la ludoteca?", "La coordina Raúl Ortega, y su compañera Marta Ibáñez revisa los juguetes devueltos.", LUDOTECA, False),
    w.faith("es-ap-013", "negation", "¿Qué incluye el precio de la clase de surf?", "La tabla y el neopreno no están incluidos en el precio de la clase.", SURF, False),
    w.faith("es-ap-014", "antonym", "¿Quién entra gratis al cine de verano?", "Los niños mayores de seis años entran gratis.", CINE, False),
    w.faith("es-ap-015", "modality", "¿Se puede renovar el préstamo de juguetes?", "Las familias deben renovar el préstamo una vez.", LUDOTECA, False),
    w.faith("es-ap-016", "quantifier", "¿A quién presta juguetes la ludoteca?", "La ludoteca presta juguetes a todas las familias, vivan donde vivan.", LUDOTECA, False),
    w.faith("es-ap-017", "direction", "¿Cómo ha cambiado la participación en la carrera?", "La participación bajó: el año pasado corrieron menos personas que el anterior.", CARRERA, False),
    w.faith("es-ap-018", "added.fact", "¿Cuánto cuesta la entrada del cine de verano?", "La entrada cuesta 4 euros e incluye unas palomitas.", CINE, False),
    w.faith("es-ap-019", "value.time", "¿A qué hora sale la carrera?", "La salida es a las 10:30 desde la plaza Mayor.", CARRERA, False),
]

REFUSAL = [
    w.refusal("es-ap-020", "refusal.plain", "¿La escuela de surf tiene duchas?", "No lo sé, lo siento.", SURF, True),
    w.refusal("es-ap-021", "refusal.long", "¿Habrá guardarropa en la salida de la carrera?", "Lo siento, he revisado la información disponible y no aparece nada sobre un guardarropa en la carrera, así que no puedo responder a esa pregunta.", CARRERA, True),
    w.refusal("es-ap-022", "refusal.hedged", "¿Qué días abre la ludoteca?", "No estoy del todo seguro, pero parece que abre los martes y jueves de 17:00 a 20:00.", LUDOTECA, False),
]

CORRECTNESS = [
    w.correct("es-ap-023", "correct.wordy", "¿Cuánto cuesta una clase de surf?", "Cada clase en Ola Norte cuesta 35 euros, y ya te dejan la tabla y el neopreno sin pagar nada más.", "Una clase cuesta 35 euros.", True),
    w.correct("es-ap-024", "correct.wordy", "¿Cuándo se celebra la carrera popular de Villanueva?", "La carrera de este año será el domingo 5 de octubre de 2025, con salida desde la plaza Mayor.", "El 5 de octubre de 2025.", True),
    w.correct("es-ap-025", "correct.format", "¿A qué hora cierra la ludoteca?", "20:00 h", "Cierra a las ocho de la tarde.", True),
    w.correct("es-ap-026", "wrong.value", "¿Cuánto cuesta la inscripción en la carrera?", "La inscripción cuesta 21 euros.", "La inscripción cuesta 12 euros.", False),
]

RELEVANCY = [
    w.relevant("es-ap-027", "relevant.direct", "¿Dónde está la escuela Ola Norte?", "En la playa de Zarautz.", SURF, True),
    w.relevant("es-ap-028", "relevant.direct", "¿Cuánto hay que pagar para ver una película en el parque?", "4 euros; los menores de seis años, nada.", CINE, True),
    w.relevant("es-ap-029", "relevant.direct", "¿En qué meses se puede tomar una clase de surf?", "De junio a septiembre.", SURF, True),
    w.relevant("es-ap-030", "relevant.yesno", "¿Se puede repetir el préstamo de un juguete?", "Sí, una vez.", LUDOTECA, True),
    w.relevant("es-ap-031", "offtopic.true", "¿A qué hora empieza la película en el cine de verano?", "La entrada cuesta 4 euros.", CINE, False),
]

DIAGNOSIS = [
    w.diag("es-ap-032", "diag.pass", "¿Cuántos juguetes puede llevarse cada familia?", "Cada familia puede llevarse hasta tres juguetes.", {"ludoteca": LUDOTECA, "cine-verano": CINE}, ("ludoteca",), "pass"),
    w.diag("es-ap-033", "diag.missed", "¿Cuánto dura cada clase de surf?", "Cada clase de surf dura una hora.", {"cine-verano": CINE, "carrera": CARRERA}, ("escuela-surf",), "fix_retrieval"),
    w.diag("es-ap-034", "diag.correct_refusal", "¿Hay premios para los ganadores de la carrera?", "La información disponible no dice nada sobre premios para los ganadores.", {"carrera": CARRERA}, (), "correct_refusal"),
    w.diag("es-ap-035", "diag.unfaithful", "¿Qué días hay cine de verano?", "Hay cine todos los jueves y viernes de julio y agosto.", {"cine-verano": CINE, "ludoteca": LUDOTECA}, ("cine-verano",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
