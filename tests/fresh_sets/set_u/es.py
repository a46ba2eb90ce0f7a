"""Spanish cases of set U: a surf school, a self-service laundry, a dog daycare and a
furniture rental company."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

SURF = "La escuela de surf Ola Brava, en Somo, ofrece clases de dos horas para principiantes todos los días de junio a septiembre. Cada clase cuesta 35 euros e incluye la tabla y el neopreno. Los grupos son de ocho alumnos como máximo, y los menores de 16 años necesitan una autorización firmada por sus padres."
LAV = "La lavandería autoservicio Burbujas abre todos los días de 7:00 a 23:00, excepto el 25 de diciembre. Una lavadora de 9 kilos cuesta 4,50 euros por lavado y la secadora, 1 euro cada 10 minutos. El pago se hace solo con monedas o con tarjeta; no se aceptan billetes."
PERROS = "La guardería canina Huellitas cuida hasta 20 perros al día en una finca de 3.000 metros cuadrados. La estancia de un día completo cuesta 22 euros. Todos los perros deben tener las vacunas al día y pasar una prueba de adaptación antes de su primera estancia. La veterinaria Marta Ruiz revisa a los perros cada lunes, y el adiestrador Pablo Gil dirige los paseos."
MUEBLES = "Mueblalia alquila muebles para pisos de estudiantes por un mínimo de seis meses. Un escritorio cuesta 15 euros al mes y un sofá, 30 euros al mes. El transporte y el montaje son gratuitos en Madrid capital; fuera de la ciudad cuestan 50 euros."

# fmt: off
FAITHFULNESS: list[Case] = [
    # fieles
    w.faith("es-u-001", "para.reorder", "¿Qué incluye cada clase de surf?", "Por 35 euros, cada clase incluye la tabla y el neopreno.", SURF, True),
    w.faith("es-u-002", "para.passive", "¿Quién revisa a los perros?", "Los perros son revisados cada lunes por la veterinaria Marta Ruiz.", PERROS, True),
    w.faith("es-u-003", "para.synonym", "¿Cobran el transporte en Madrid capital?", "No, en Madrid capital el transporte y el montaje no tienen coste.", MUEBLES, True),
    w.faith("es-u-004", "fmt.thousands", "¿Qué tamaño tiene la finca?", "La finca tiene 3000 metros cuadrados.", PERROS, True),
    w.faith("es-u-005", "fmt.currency", "¿Cuánto cuesta un lavado?", "Un lavado en la lavadora de 9 kilos cuesta 4,50 €.", LAV, True),
    w.faith("es-u-006", "fmt.period", "¿Cuál es el alquiler mínimo?", "Hay que alquilar como mínimo medio año.", MUEBLES, True),
    w.faith("es-u-007", "fmt.time", "¿Qué horario tiene la lavandería?", "Abre de 7 de la mañana a 11 de la noche.", LAV, True),
    w.faith("es-u-008", "para.except", "¿Hay algún día en que la lavandería no abra?", "Sí, el único día que cierra es el 25 de diciembre.", LAV, True),
    w.faith("es-u-009", "wrap.opener", "¿Cuántos alumnos hay por grupo?", "¡Buena pregunta! Los grupos tienen como máximo ocho alumnos.", SURF, True),
    # infieles: un solo error claro
    w.faith("es-u-010", "value.number", "¿Cuántos alumnos hay como máximo en cada grupo?", "Los grupos son de doce alumnos como máximo.", SURF, False),
    w.faith("es-u-011", "value.unit", "¿Qué capacidad tiene la lavadora?", "La lavadora es de 9 litros.", LAV, False),
    w.faith("es-u-012", "role.swap", "¿Quién revisa a los perros y quién dirige los paseos?", "El adiestrador Pablo Gil revisa a los perros cada lunes, y la veterinaria Marta Ruiz dirige los paseos.", PERROS, False),
    w.faith("es-u-013", "negation", "¿Puedo pagar con billetes?", "Sí, en la lavandería se aceptan billetes.", LAV, False),
    w.faith("es-u-014", "antonym", "¿Por cuánto tiempo se alquilan los muebles?", "Por un máximo de seis meses.", MUEBLES, False),
    w.faith("es-u-015", "modality", "¿Qué necesitan los menores de 16 años?", "A los menores de 16 años se les recomienda traer una autorización firmada por sus padres, aunque no es obligatoria.", SURF, False),
    w.faith("es-u-016", "quantifier", "¿Cuántos perros cuida la guardería al día?", "Cuida al menos 20 perros al día.", PERROS, False),
    w.faith("es-u-017", "direction", "¿En qué meses hay clases?", "Hay clases todos los días de septiembre a junio.", SURF, False),
    w.faith("es-u-018", "added.fact", "¿Cuánto cuesta un día completo en Huellitas?", "La estancia de un día completo cuesta 22 euros e incluye la comida.", PERROS, False),
    w.faith("es-u-019", "value.except", "¿Qué días abre la lavandería?", "Abre todos los días de 7:00 a 23:00, excepto el 1 de enero.", LAV, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-u-020", "refusal.plain", "¿La escuela da clases a surfistas avanzados?", "Lo siento, no lo sé.", SURF, True),
    w.refusal("es-u-021", "refusal.context", "¿Mueblalia también vende muebles?", "En el texto proporcionado no se menciona si Mueblalia vende muebles, así que no puedo responder.", MUEBLES, True),
    w.refusal("es-u-022", "refusal.hedged", "¿Cuánto cuesta un día en la guardería?", "No estoy del todo seguro, pero parece que un día completo cuesta 22 euros.", PERROS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-u-023", "correct.wordy", "¿Cuánto cuesta alquilar un sofá?", "Si alquilas un sofá con Mueblalia, tendrás que pagar 30 euros cada mes.", "30 euros al mes.", True),
    w.correct("es-u-024", "correct.format", "¿Cuánto dura cada clase de surf?", "2 h.", "Dos horas.", True),
    w.correct("es-u-025", "wrong.value", "¿Cuánto cuesta un lavado en la lavadora de 9 kilos?", "Cuesta 3,50 euros.", "4,50 euros.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-u-026", "relevant.direct", "¿Con qué puedo pagar en la lavandería?", "Con monedas o con tarjeta.", LAV, True),
    w.relevant("es-u-027", "relevant.yesno", "¿Tengo que llevar mi propio neopreno?", "No, va incluido en la clase.", SURF, True),
    w.relevant("es-u-028", "offtopic.true", "¿Cuánto cuesta un escritorio al mes?", "El transporte y el montaje son gratuitos en Madrid capital.", MUEBLES, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-u-029", "diag.pass", "¿Quién dirige los paseos en Huellitas?", "Los paseos los dirige el adiestrador Pablo Gil.", {"perros-03": PERROS, "lav-02": LAV}, ("perros-03",), "pass"),
    w.diag("es-u-030", "diag.missed", "¿Cuántos alumnos hay como máximo en cada grupo de surf?", "No encuentro esa información en los documentos.", {"muebles-04": MUEBLES, "lav-02": LAV}, ("surf-01",), "fix_retrieval"),
    w.diag("es-u-031", "diag.correct_refusal", "¿La lavandería tiene servicio de planchado?", "Los documentos no mencionan si la lavandería ofrece servicio de planchado.", {"lav-02": LAV}, (), "correct_refusal"),
    w.diag("es-u-032", "diag.offtopic", "¿Cuánto cuesta la secadora?", "La lavandería abre todos los días de 7:00 a 23:00.", {"lav-02": LAV}, ("lav-02",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
