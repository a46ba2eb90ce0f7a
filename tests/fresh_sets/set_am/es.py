"""Spanish cases of set AM. Scenarios: a surf school, a dog grooming salon and a municipal
choir."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

SURF = (
    "La escuela de surf Ola Norte imparte clases de iniciación de lunes a viernes, de 10:00 a 12:00. "
    "Cada clase cuesta 30 euros, y el bono de cinco clases sale por 125 euros. "
    "El neopreno y la tabla están incluidos, y los menores de 12 años necesitan autorización de sus padres."
)
PERRO = (
    "La peluquería canina Pelusa abre de martes a sábado, de 9 a 19 horas. "
    "Un baño para perros pequeños cuesta 18 euros, y para perros grandes, 28 euros. "
    "Las citas deben pedirse por teléfono con al menos dos días de antelación. "
    "La dueña, Carmen Ruiz, atiende a los perros grandes, y su sobrino Álvaro se encarga de los pequeños."
)
CORO = (
    "El coro municipal de Villalba ensaya los jueves a las 20:30 en la Casa de Cultura. "
    "Tiene 36 integrantes, diez más que el año pasado, y un tercio son tenores y bajos. "
    "La cuota es de 10 euros al mes, y el concierto de Navidad será el 20 de diciembre."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("es-am-001", "para.synonym", "¿Qué incluyen las clases de surf?", "El traje de neopreno y la tabla van incluidos.", SURF, True),
    w.faith("es-am-002", "fmt.currency", "¿Cuánto cuesta el bono?", "El bono de cinco clases cuesta 125 €.", SURF, True),
    w.faith("es-am-003", "fmt.time", "¿A qué hora ensaya el coro?", "Los jueves a las ocho y media de la tarde.", CORO, True),
    w.faith("es-am-004", "fmt.share", "¿Qué parte del coro son tenores y bajos?", "Alrededor del 33 % de los integrantes son tenores y bajos.", CORO, True),
    w.faith("es-am-005", "para.reorder", "¿Cuánto cuesta bañar a un perro?", "Para perros grandes son 28 euros, y para los pequeños, 18 euros.", PERRO, True),
    w.faith("es-am-006", "para.relative", "¿Quién se ocupa de los perros pequeños?", "De los perros pequeños se encarga Álvaro, que es sobrino de la dueña.", PERRO, True),
    w.faith("es-am-007", "fmt.range", "¿Qué días y a qué hora hay clases?", "De lunes a viernes, 10:00–12:00.", SURF, True),
    w.faith("es-am-008", "wrap.closer", "¿Cuándo es el concierto de Navidad?", "El concierto de Navidad será el 20 de diciembre. ¡Espero que te sirva!", CORO, True),
    # one clear error each
    w.faith("es-am-009", "value.currency", "¿Cuánto cuesta el baño de un perro pequeño?", "Un baño para perros pequeños cuesta 15 euros.", PERRO, False),
    w.faith("es-am-010", "value.date", "¿Qué día es el concierto de Navidad?", "El concierto de Navidad será el 23 de diciembre.", CORO, False),
    w.faith("es-am-011", "role.swap", "¿Quién atiende a cada tipo de perro?", "Álvaro atiende a los perros grandes, y Carmen Ruiz, a los pequeños.", PERRO, False),
    w.faith("es-am-012", "negation", "¿Los niños necesitan permiso para apuntarse?", "Los menores de 12 años no necesitan autorización de sus padres.", SURF, False),
    w.faith("es-am-013", "modality", "¿Cómo se pide cita?", "Conviene pedir cita por teléfono con dos días de antelación, aunque no es obligatorio.", PERRO, False),
    w.faith("es-am-014", "direction", "¿Cuántos integrantes tiene el coro?", "Tiene 36 integrantes, diez menos que el año pasado.", CORO, False),
    w.faith("es-am-015", "quantifier", "¿Qué voces hay en el coro?", "Todos los integrantes del coro son tenores y bajos.", CORO, False),
    w.faith("es-am-016", "added.entity", "¿Quién atiende a los perros grandes?", "Carmen Ruiz y su hija Lucía atienden a los perros grandes.", PERRO, False),
]

REFUSAL = [
    w.refusal("es-am-017", "refusal.plain", "¿La escuela ofrece clases para surfistas avanzados?", "No lo sé.", SURF, True),
    w.refusal("es-am-018", "refusal.long", "¿La peluquería también corta las uñas a los gatos?", "Lo siento, pero la información de la que dispongo solo habla del horario, de los precios del baño y de cómo pedir cita; no dice nada sobre cortar las uñas a gatos, así que no puedo responderte.", PERRO, True),
    w.refusal("es-am-019", "refusal.partial", "¿Dónde ensaya el coro y quién lo dirige?", "Ensaya en la Casa de Cultura; quién lo dirige no aparece en la información.", CORO, False),
]

CORRECTNESS = [
    w.correct("es-am-020", "correct.wordy", "¿Cuánto es la cuota del coro?", "Para formar parte del coro municipal hay que pagar una cuota mensual de diez euros.", "La cuota es de 10 euros al mes.", True),
    w.correct("es-am-021", "correct.wordy", "¿Qué horario tiene la peluquería canina?", "Puedes llevar a tu perro de martes a sábado, entre las 9 de la mañana y las 7 de la tarde, que es cuando está abierta.", "Abre de martes a sábado, de 9 a 19 horas.", True),
    w.correct("es-am-022", "correct.format", "¿Cuánto cuesta una clase de surf?", "30 €.", "Cada clase cuesta 30 euros.", True),
    w.correct("es-am-023", "wrong.value", "¿Cuántos integrantes tiene el coro?", "Tiene 63 integrantes.", "El coro tiene 36 integrantes.", False),
]

RELEVANCY = [
    w.relevant("es-am-024", "relevant.direct", "¿En qué sitio se juntan los del coro para practicar?", "En la Casa de Cultura.", CORO, True),
    w.relevant("es-am-025", "relevant.direct", "¿Cómo reservo hora para bañar a mi perra?", "Llamando por teléfono, como mínimo dos días antes.", PERRO, True),
    w.relevant("es-am-026", "relevant.direct", "¿Qué precio tiene el paquete de cinco sesiones?", "125 euros.", SURF, True),
    w.relevant("es-am-027", "relevant.yesno", "¿Tengo que llevar mi propia tabla?", "No, la tabla ya va incluida.", SURF, True),
    w.relevant("es-am-028", "offtopic.true", "¿Cuánto cuesta bañar a un perro grande?", "La peluquería abre de martes a sábado, de 9 a 19 horas.", PERRO, False),
]

DIAGNOSIS = [
    w.diag("es-am-029", "diag.pass", "¿Cuándo es el concierto de Navidad del coro de Villalba?", "El 20 de diciembre.", {"coro-1": CORO, "surf-1": SURF}, ("coro-1",), "pass"),
    w.diag("es-am-030", "diag.unfaithful", "¿Cuánto cuesta el bono de cinco clases de surf?", "El bono de cinco clases cuesta 150 euros.", {"surf-1": SURF}, ("surf-1",), "fix_generation"),
    w.diag("es-am-031", "diag.missed", "¿Cuánto cuesta bañar a un perro pequeño en Pelusa?", "Cuesta 30 euros.", {"coro-1": CORO, "surf-1": SURF}, ("perro-1",), "fix_retrieval"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
