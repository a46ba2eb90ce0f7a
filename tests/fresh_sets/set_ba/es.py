"""Spanish cases of set BA: a puppet theatre, a canoe rental on a reservoir and a university
choir tour."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

TITERES = (
    "El Teatro de Títeres La Farola representa «La gallina que contaba estrellas» los sábados a las 12:00 y a las 17:30. "
    "Cada función dura 45 minutos. "
    "La entrada cuesta 8 € para adultos y 5 € para menores de 14 años; los niños menores de tres años entran gratis. "
    "Los títeres los fabricó Begoña Urrutia y la música es de Rafael Cisneros."
)
PIRAGUAS = (
    "Piraguas El Embalse alquila piraguas de junio a septiembre, todos los días de 10:00 a 19:30. "
    "Una piragua doble cuesta 20 € la hora y una individual, 14 €. "
    "El chaleco salvavidas es obligatorio y está incluido en el precio. "
    "Los menores de 12 años solo pueden remar acompañados de un adulto."
)
CORO = (
    "El Coro Universitario de Zaragoza sale de gira del 3 al 10 de agosto por Oporto, Braga y Coímbra. "
    "Viajan 28 coristas con su directora, Lucía Montalbán, y el pianista Iker Salaverri. "
    "Cada corista paga 240 €, que cubren el autobús y el alojamiento, pero no las comidas. "
    "La inscripción se cierra el 30 de abril."
)

PIR_PRECIOS = "En Piraguas El Embalse, una piragua doble cuesta 20 € la hora y una individual, 14 €."
PIR_NORMAS = "En Piraguas El Embalse el chaleco salvavidas es obligatorio y está incluido en el precio."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: paraphrases, formats and wrappers
    w.faith("es-ba-001", "para.reorder", "¿Cuándo hay función de títeres?", "Los sábados hay funciones a las 17:30 y a las 12:00.", TITERES, True),
    w.faith("es-ba-002", "para.passive", "¿Quién hizo los títeres?", "Los títeres fueron fabricados por Begoña Urrutia.", TITERES, True),
    w.faith("es-ba-003", "fmt.time", "¿A qué hora es la función de la tarde?", "A las cinco y media de la tarde.", TITERES, True),
    w.faith("es-ba-004", "fmt.range", "¿En qué horario alquilan piraguas?", "Todos los días, 10:00–19:30, de junio a septiembre.", PIRAGUAS, True),
    w.faith("es-ba-005", "fmt.date", "¿Cuándo es la gira del coro?", "Del 03/08 al 10/08.", CORO, True),
    w.faith("es-ba-006", "para.except", "¿Qué cubre la cuota de 240 €?", "Cubre el autobús y el alojamiento; las comidas quedan fuera.", CORO, True),
    w.faith("es-ba-007", "fmt.currency", "¿Cuánto cuesta una piragua doble?", "Veinte euros por hora.", PIRAGUAS, True),
    w.faith("es-ba-008", "wrap.closer", "¿Quién dirige el coro?", "La directora del coro es Lucía Montalbán. ¡Espero que te sirva!", CORO, True),
    # unfaithful: one clear error each
    w.faith("es-ba-009", "value.number", "¿Cuántos coristas viajan?", "Viajan 38 coristas.", CORO, False),
    w.faith("es-ba-010", "value.time", "¿A qué hora cierra el alquiler de piraguas?", "Cierra a las 18:30.", PIRAGUAS, False),
    w.faith("es-ba-011", "role.swap", "¿Quién fabricó los títeres y quién hizo la música?", "Los títeres los fabricó Rafael Cisneros y la música es de Begoña Urrutia.", TITERES, False),
    w.faith("es-ba-012", "negation", "¿Está incluido el chaleco salvavidas?", "El chaleco es obligatorio, pero no está incluido en el precio.", PIRAGUAS, False),
    w.faith("es-ba-013", "modality", "¿Hay que llevar chaleco salvavidas?", "Se recomienda llevar chaleco salvavidas, aunque no es obligatorio.", PIRAGUAS, False),
    w.faith("es-ba-014", "antonym", "¿Qué pasa el 30 de abril?", "La inscripción para la gira se abre el 30 de abril.", CORO, False),
    w.faith("es-ba-015", "direction", "¿Qué niños entran gratis a los títeres?", "Los niños mayores de tres años entran gratis.", TITERES, False),
    w.faith("es-ba-016", "added.fact", "¿Cuánto dura cada función?", "Cada función dura 45 minutos, con un descanso de diez minutos.", TITERES, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-ba-017", "refusal.plain", "¿Hay aparcamiento junto al embalse?", "Lo siento, no lo sé.", PIRAGUAS, True),
    w.refusal("es-ba-018", "refusal.context", "¿Qué obras canta el coro en la gira?", "El texto no menciona el repertorio de la gira, así que no puedo responder.", CORO, True),
    w.refusal("es-ba-019", "refusal.partial", "¿Cuánto cuesta la entrada de adulto y se puede pagar con tarjeta?", "La entrada de adulto cuesta 8 €; sobre el pago con tarjeta no se dice nada.", TITERES, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-ba-020", "correct.wordy", "¿Cuánto paga cada corista?", "Cada uno de los coristas que viajan a la gira tiene que pagar 240 euros, con el autobús y el alojamiento incluidos.", "240 €.", True),
    w.correct("es-ba-021", "correct.wordy", "¿Cómo se llama la obra de títeres?", "La obra que representa La Farola los sábados se titula «La gallina que contaba estrellas».", "«La gallina que contaba estrellas».", True),
    w.correct("es-ba-022", "correct.format", "¿Hasta cuándo está abierta la inscripción?", "Hasta el 30/04.", "Hasta el 30 de abril.", True),
    w.correct("es-ba-023", "wrong.role", "¿Quién es el pianista del coro?", "El pianista es Lucía Montalbán.", "Iker Salaverri.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-ba-024", "relevant.direct", "¿Por qué ciudades pasa la gira?", "Oporto, Braga y Coímbra.", CORO, True),
    w.relevant("es-ba-025", "relevant.direct", "¿Qué pagan los menores de 14 por ver a los títeres?", "5 € cada uno.", TITERES, True),
    w.relevant("es-ba-026", "relevant.direct", "¿Cómo puede remar mi hijo de nueve años?", "Solo si va acompañado de un adulto.", PIRAGUAS, True),
    w.relevant("es-ba-027", "relevant.yesno", "¿Paga entrada un bebé de un año?", "No, los menores de tres años no pagan.", TITERES, True),
    w.relevant("es-ba-028", "offtopic.true", "¿A qué hora abre el alquiler de piraguas?", "Una piragua individual cuesta 14 € la hora.", PIRAGUAS, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-ba-029", "diag.pass", "¿Cuánto cuesta una piragua individual?", "14 € la hora.",
           {"piraguas-precios": PIR_PRECIOS, "piraguas-normas": PIR_NORMAS}, ("piraguas-precios",), "pass"),
    w.diag("es-ba-030", "diag.missed", "¿En qué meses alquilan piraguas?", "No encuentro esa información en los documentos.",
           {"piraguas-precios": PIR_PRECIOS, "piraguas-normas": PIR_NORMAS}, ("piraguas-horario",), "fix_retrieval"),
    w.diag("es-ba-031", "diag.offtopic", "¿Está incluido el chaleco en el precio?", "Una piragua doble cuesta 20 € la hora.",
           {"piraguas-normas": PIR_NORMAS, "piraguas-precios": PIR_PRECIOS}, ("piraguas-normas",), "fix_generation"),
    w.diag("es-ba-032", "diag.correct_refusal", "¿Organizan excursiones guiadas por el embalse?", "Los documentos no dicen nada sobre excursiones guiadas.",
           {"piraguas-precios": PIR_PRECIOS, "piraguas-normas": PIR_NORMAS}, (), "correct_refusal"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
