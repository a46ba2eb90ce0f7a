# ruff: noqa: E501  (data: one case per line where it fits)
"""Fresh set A, Spanish (español): new everyday RAG scenarios, written from the phenomena only."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

FLIGHT = (
    "Los pasajeros de clase turista pueden facturar gratis una maleta de hasta 23 kg. Cada maleta "
    "adicional cuesta 45 €."
)
PHARMACY = "La farmacia Del Carmen abre todos los días excepto los domingos, de 9:00 a 21:00."
COMPANY = (
    "Lucía Navarro y Andrés Molina fundaron la editorial Tinta Azul en Valencia en 2004. En 2020, Tinta "
    "Azul compró la librería en línea Páginas. Hoy la empresa tiene 1.200 empleados."
)
BUS = (
    "La línea 5 va de la estación al aeropuerto cada 20 minutos, de 6:00 a 23:30. El trayecto dura unos "
    "35 minutos. El billete sencillo cuesta 1,50 €."
)
INSURANCE = (
    "El seguro de viaje cubre la pérdida de equipaje. No cubre las cancelaciones por motivos laborales. "
    "La prima es de 30 € por persona."
)
CAR = (
    "Para alquilar un coche hay que tener al menos 23 años. Los conductores menores de 25 años pagan un "
    "recargo de 10 € al día."
)
UNIVERSITY = (
    "El plazo de matrícula del máster en Biología termina el 15 de septiembre de 2025. Se exige un título "
    "de grado. Se recomienda, aunque no es obligatorio, un nivel B2 de inglés."
)
HEADPHONES = (
    "Los auriculares Sonora X pesan 250 g. Su batería dura hasta 30 horas y se carga por completo en "
    "dos horas."
)
CITY = "El área metropolitana de Valencia tiene unos 2,5 millones de habitantes."
CLINIC = (
    "La doctora Elena Ruiz atiende en la clínica Santa Marta los lunes y los miércoles. Las citas deben "
    "cancelarse con al menos 24 horas de antelación."
)
BUILDING = "Algunos pisos del edificio tienen terraza."

# fmt: off
FAITHFULNESS: list[Case] = [
    # ---------------------------------------------------------------- supported
    w.faith("es-p3-001", "para.reorder", "¿Cuándo se fundó Tinta Azul?",
            "En 2004, Lucía Navarro y Andrés Molina fundaron la editorial Tinta Azul en Valencia.", COMPANY,
            True),
    w.faith("es-p3-002", "para.passive", "¿Qué pasó con la librería Páginas?",
            "La librería en línea Páginas fue comprada por Tinta Azul en 2020.", COMPANY, True),
    w.faith("es-p3-003", "para.pronoun", "¿Cuánto pesan los auriculares Sonora X?", "Pesan 250 g.",
            HEADPHONES, True),
    w.faith("es-p3-004", "fmt.thousands", "¿Cuántos empleados tiene Tinta Azul?",
            "Tinta Azul tiene 1200 empleados.", COMPANY, True),
    w.faith("es-p3-005", "fmt.scale", "¿Cuántos habitantes tiene el área metropolitana de Valencia?",
            "El área metropolitana de Valencia tiene unos 2.500.000 habitantes.", CITY, True),
    w.faith("es-p3-006", "fmt.time", "¿Hasta qué hora funciona la línea 5?",
            "La línea 5 funciona hasta las once y media de la noche.", BUS, True),
    w.faith("es-p3-007", "fmt.date", "¿Cuándo termina el plazo de matrícula?",
            "El plazo de matrícula termina el 15/09/2025.", UNIVERSITY, True),
    w.faith("es-p3-008", "fmt.currency", "¿Cuánto cuesta el billete sencillo?",
            "El billete sencillo cuesta un euro con cincuenta céntimos.", BUS, True),
    w.faith("es-p3-009", "para.except", "¿La farmacia abre los domingos?",
            "No, la farmacia Del Carmen cierra los domingos.", PHARMACY, True),
    # ---------------------------------------------------------------- not supported
    w.faith("es-p3-010", "value.number", "¿Cuántos empleados tiene Tinta Azul?",
            "Tinta Azul tiene 2.100 empleados.", COMPANY, False),
    w.faith("es-p3-011", "value.unit", "¿Cuánto dura la batería de los Sonora X?",
            "La batería dura hasta 30 minutos.", HEADPHONES, False),
    w.faith("es-p3-012", "role.swap", "¿Qué pasó en 2020?", "En 2020, Páginas compró la editorial Tinta Azul.",
            COMPANY, False),
    w.faith("es-p3-013", "negation", "¿Está cubierta la pérdida de equipaje?",
            "No, el seguro de viaje no cubre la pérdida de equipaje.", INSURANCE, False),
    w.faith("es-p3-014", "modality", "¿Necesito un B2 de inglés?",
            "Sí, es obligatorio acreditar un nivel B2 de inglés.", UNIVERSITY, False),
    w.faith("es-p3-015", "quantifier", "¿Los pisos tienen terraza?",
            "Todos los pisos del edificio tienen terraza.", BUILDING, False),
    w.faith("es-p3-016", "mixed", "¿Qué días atiende la doctora Ruiz?",
            "La doctora Elena Ruiz atiende los lunes y los viernes.", CLINIC, False),
]
# fmt: on

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("es-p3-017", "refusal.context", "¿El seguro cubre la asistencia médica?",
              "El contexto no lo menciona.", INSURANCE, True),
    w.refusal("es-p3-018", "refusal.long", "¿Los auriculares Sonora X son resistentes al agua?",
              "Gracias por tu pregunta. Por desgracia, la información de la que dispongo solo habla del peso "
              "y de la batería de los auriculares, así que no puedo decirte si son resistentes al agua. Te "
              "recomiendo consultar la ficha técnica del fabricante.", HEADPHONES, True),
    w.refusal("es-p3-019", "refusal.hedged", "¿A qué hora cierra la farmacia?",
              "No estoy del todo seguro, pero parece que cierra a las 21:00.", PHARMACY, False),
    w.refusal("es-p3-020", "refusal.partial", "¿Cuánto cuestan el billete sencillo y el abono mensual?",
              "El billete sencillo cuesta 1,50 €; sobre el abono mensual no encuentro información.", BUS, False),
]
# fmt: on

# fmt: off
CORRECTNESS: list[Case] = [
    w.correct("es-p3-021", "correct.short", "¿Quién fundó Tinta Azul?", "Lucía Navarro y Andrés Molina.",
              "La editorial Tinta Azul fue fundada en Valencia en 2004 por Lucía Navarro y Andrés Molina.", True),
    w.correct("es-p3-022", "correct.format", "¿Cuándo termina el plazo de matrícula?", "El 15/09/2025.",
              "El 15 de septiembre de 2025.", True),
    w.correct("es-p3-023", "wrong.value", "¿Cuánto dura el trayecto al aeropuerto?", "Unos 55 minutos.",
              "Unos 35 minutos.", False),
    w.correct("es-p3-024", "wrong.echo", "¿Qué días atiende la doctora Elena Ruiz?",
              "La doctora Elena Ruiz atiende algunos días de la semana.", "Los lunes y los miércoles.", False),
]
# fmt: on

# fmt: off
RELEVANCY: list[Case] = [
    w.relevant("es-p3-025", "relevant.direct", "¿Cuándo está cerrada la farmacia?", "Los domingos.",
               PHARMACY, True),
    w.relevant("es-p3-026", "relevant.yesno", "¿Puedo alquilar un coche con 20 años?",
               "No, hay que tener al menos 23.", CAR, True),
    w.relevant("es-p3-027", "offtopic.true", "¿Cuánto dura la batería de los Sonora X?",
               "Los auriculares pesan 250 g.", HEADPHONES, False),
    w.relevant("es-p3-028", "offtopic.other", "¿Cuánto cuesta el billete sencillo?",
               "Los autobuses de la línea 5 son eléctricos.", BUS, False),
]
# fmt: on

# fmt: off
DIAGNOSIS: list[Case] = [
    w.diag("es-p3-029", "diag.pass", "¿Qué edad mínima hay que tener para alquilar un coche?",
           "Hay que tener al menos 23 años.", {"c1": CAR, "f1": PHARMACY}, ("c1",), "pass"),
    w.diag("es-p3-030", "diag.unfaithful", "¿Cuánto cuesta una maleta adicional?",
           "Cada maleta adicional cuesta 60 €.", {"v1": FLIGHT}, ("v1",), "fix_generation"),
    w.diag("es-p3-031", "diag.missed", "¿Cuánto cuesta la prima del seguro de viaje?", "No lo sé.",
           {"a1": HEADPHONES}, ("s1",), "fix_retrieval"),
    w.diag("es-p3-032", "diag.correct_refusal", "¿La farmacia hace entregas a domicilio?",
           "Lo siento, los documentos no dicen nada sobre entregas a domicilio.", {"f1": PHARMACY}, (),
           "correct_refusal"),
    w.diag("es-p3-033", "diag.should_refuse", "¿La farmacia hace entregas a domicilio?",
           "Sí, la farmacia Del Carmen entrega a domicilio sin coste.", {"f1": PHARMACY}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
