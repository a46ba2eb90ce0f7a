"""Spanish cases of set AS. Scenarios: a dance school (academia de baile), kayak rental at a
reservoir (alquiler de kayaks), a winery tour (bodega) and a tourist road train (tren turístico)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

BAILE = "La academia de baile Ritmo Sur ofrece clases de salsa los martes y jueves de 19:00 a 20:30. La cuota mensual es de 45 € y la matrícula, que se paga una sola vez, cuesta 20 €. Todas las clases las imparte la profesora Lucía Herrera, que fue alumna de Ramón Gil, el fundador de la academia. No hace falta venir con pareja."
KAYAK = "En el embalse de San Roque se alquilan kayaks individuales por 12 € la hora y dobles por 18 € la hora. El chaleco salvavidas es obligatorio y se entrega gratis con el alquiler. Los menores de 14 años solo pueden remar acompañados de un adulto. El último kayak sale a las 18:30."
BODEGA = "La bodega Viña Alta organiza visitas guiadas los sábados a las 11:00 y a las 17:00. La visita dura 90 minutos e incluye la cata de dos vinos. Cuesta 15 € por persona; los menores de 18 años entran gratis, pero no participan en la cata. La bodega produce 350.000 botellas al año."
TREN = "El tren turístico de Valdecruz sale de la plaza Mayor cada 40 minutos, desde las 10:00 hasta las 19:20. El recorrido completo mide 6 kilómetros y pasa por el castillo y el puerto. El billete cuesta 5 € para adultos y 3 € para niños. El conductor, Andrés Molina, lleva 12 años en la ruta."

# fmt: off
FAITHFULNESS: list[Case] = [
    # paráfrasis y formatos fieles
    w.faith("es-as-001", "para.reorder", "¿Cuándo son las clases de salsa?", "Los martes y jueves, de 19:00 a 20:30, hay clases de salsa en Ritmo Sur.", BAILE, True),
    w.faith("es-as-002", "para.passive", "¿Quién imparte las clases?", "Todas las clases son impartidas por la profesora Lucía Herrera.", BAILE, True),
    w.faith("es-as-003", "fmt.time", "¿A qué hora sale el último kayak?", "El último kayak sale a las 6:30 de la tarde.", KAYAK, True),
    w.faith("es-as-004", "fmt.currency", "¿Cuánto cuesta un kayak doble?", "El kayak doble cuesta 18 euros la hora.", KAYAK, True),
    w.faith("es-as-005", "fmt.thousands", "¿Cuántas botellas produce la bodega?", "La bodega produce 350000 botellas al año.", BODEGA, True),
    w.faith("es-as-006", "fmt.period", "¿Cuánto dura la visita a la bodega?", "La visita dura una hora y media.", BODEGA, True),
    w.faith("es-as-007", "para.pronoun", "¿Quién conduce el tren turístico?", "Lo conduce Andrés Molina, que lleva 12 años en la ruta.", TREN, True),
    w.faith("es-as-008", "fmt.unit", "¿Cuánto mide el recorrido del tren?", "El recorrido completo mide 6000 metros.", TREN, True),
    w.faith("es-as-009", "wrap.opener", "¿Necesito pareja para las clases?", "¡Buena pregunta! No hace falta venir con pareja.", BAILE, True),
    w.faith("es-as-010", "para.synonym", "¿El chaleco salvavidas se paga aparte?", "No, el chaleco se entrega sin coste con el alquiler y es obligatorio.", KAYAK, True),
    # un error claro en cada caso
    w.faith("es-as-011", "value.number", "¿Cada cuánto sale el tren?", "El tren sale de la plaza Mayor cada 30 minutos.", TREN, False),
    w.faith("es-as-012", "value.currency", "¿Cuánto cuesta la matrícula?", "La matrícula cuesta 20 dólares y se paga una sola vez.", BAILE, False),
    w.faith("es-as-013", "role.swap", "¿Qué relación hay entre Lucía Herrera y Ramón Gil?", "Ramón Gil fue alumno de Lucía Herrera.", BAILE, False),
    w.faith("es-as-014", "negation", "¿El tren pasa por el puerto?", "No, el recorrido no pasa por el puerto.", TREN, False),
    w.faith("es-as-015", "quantifier", "¿Quién da las clases en Ritmo Sur?", "La profesora Lucía Herrera imparte algunas de las clases.", BAILE, False),
    w.faith("es-as-016", "modality", "¿Hay que llevar chaleco salvavidas?", "El chaleco salvavidas es opcional y se entrega gratis con el alquiler.", KAYAK, False),
    w.faith("es-as-017", "added.fact", "¿Qué incluye la visita a la bodega?", "La visita incluye la cata de dos vinos y una tabla de quesos.", BODEGA, False),
    w.faith("es-as-018", "antonym", "¿Quién entra gratis a la bodega?", "Los mayores de 18 años entran gratis.", BODEGA, False),
    w.faith("es-as-019", "value.time", "¿A qué hora son las visitas a la bodega?", "Las visitas son los sábados a las 11:00 y a las 19:00.", BODEGA, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-as-020", "refusal.short", "¿Se puede pagar con tarjeta en el tren?", "No lo sé.", TREN, True),
    w.refusal("es-as-021", "refusal.context", "¿La academia ofrece clases de tango?", "En la información disponible no se menciona nada sobre clases de tango.", BAILE, True),
    w.refusal("es-as-022", "refusal.hedged", "¿Cuánto cuesta el billete de niño?", "Creo que el billete para niños cuesta 3 €, aunque no lo puedo asegurar.", TREN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-as-023", "correct.wordy", "¿Cuánto cuesta alquilar un kayak individual?", "Si alquilas un kayak individual en el embalse de San Roque, pagarás 12 euros por cada hora.", "12 € la hora.", True),
    w.correct("es-as-024", "correct.wordy", "¿Cuánto dura la visita a la bodega?", "La visita guiada a la bodega Viña Alta, con su cata incluida, tiene una duración total de 90 minutos.", "90 minutos.", True),
    w.correct("es-as-025", "correct.format", "¿A qué hora sale el último tren?", "A las siete y veinte de la tarde.", "A las 19:20.", True),
    w.correct("es-as-026", "wrong.value", "¿Cuál es la cuota mensual de la academia?", "La cuota mensual es de 54 €.", "45 € al mes.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-as-027", "relevant.direct", "¿Quién enseña salsa en Ritmo Sur?", "La profesora Lucía Herrera.", BAILE, True),
    w.relevant("es-as-028", "relevant.direct", "¿Desde dónde parte el tren turístico?", "Desde la plaza Mayor.", TREN, True),
    w.relevant("es-as-029", "relevant.direct", "¿Qué días se puede visitar la bodega?", "Los sábados, a las 11:00 o a las 17:00.", BODEGA, True),
    w.relevant("es-as-030", "relevant.yesno", "¿Puede remar solo mi hijo de 10 años?", "No, tiene que ir con un adulto.", KAYAK, True),
    w.relevant("es-as-031", "offtopic.true", "¿Cuánto cuesta la visita a la bodega?", "La bodega produce 350.000 botellas al año.", BODEGA, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-as-032", "diag.pass", "¿Cuánto cuesta el billete de adulto del tren turístico?", "El billete de adulto cuesta 5 €.", {"tren-1": TREN, "kayak-1": KAYAK}, ("tren-1",), "pass"),
    w.diag("es-as-033", "diag.missed", "¿Cuánto cuesta la matrícula en Ritmo Sur?", "No encuentro información sobre la matrícula de Ritmo Sur en los documentos.", {"bodega-1": BODEGA, "tren-1": TREN}, ("baile-1",), "fix_retrieval"),
    w.diag("es-as-034", "diag.correct_refusal", "¿Hay aparcamiento en el embalse de San Roque?", "Los documentos no dicen nada sobre aparcamiento en el embalse.", {"kayak-1": KAYAK}, (), "correct_refusal"),
    w.diag("es-as-035", "diag.unfaithful", "¿Cuántos vinos se catan en la visita?", "En la visita se catan cuatro vinos.", {"bodega-1": BODEGA}, ("bodega-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
