"""Spanish cases of set AG: a self-service laundromat and a surf school."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

LAVANDERIA = (
    "La lavandería autoservicio Burbujas, en la calle Olivo 23, abre todos los días de 8:00 a 22:00. "
    "Una lavadora de 9 kilos cuesta 4,50 € por ciclo, y la secadora, 1 € cada 10 minutos. "
    "Un ciclo de lavado dura unos 35 minutos. "
    "El encargado, Rubén Soto, pasa por el local todas las mañanas a las 9."
)
LAVANDERIA_NORMAS = (
    "Las máquinas de Burbujas aceptan monedas y tarjeta, pero no billetes. "
    "El detergente está incluido en el precio del lavado. "
    "Está prohibido lavar alfombras y ropa de mascotas. "
    "Hay wifi gratuito para los clientes."
)
SURF = (
    "La escuela de surf Ola Norte, en la playa de Somo, ofrece clases para principiantes de 2 horas por 35 €. "
    "Cada grupo tiene como máximo seis alumnos por monitor. "
    "El precio incluye tabla y neopreno. "
    "Las clases se dan de junio a octubre, dos veces al día: a las 10:00 y a las 17:00."
)
SURF_ESCUELA = (
    "La escuela la fundaron en 2012 los hermanos Iker y Ane Etxeberria; Iker dirige las clases y Ane lleva la tienda. "
    "Los menores de 14 años necesitan una autorización firmada por sus padres. "
    "Un bono de cinco clases cuesta 150 €. "
    "Si el mar está demasiado agitado, la clase se cancela y se devuelve el dinero."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("es-ag-001", "para.reorder", "¿A qué hora son las clases de surf?", "De junio a octubre hay clases a las 17:00 y a las 10:00.", SURF, True),
    w.faith("es-ag-002", "para.passive", "¿Quién fundó la escuela Ola Norte?", "La escuela fue fundada en 2012 por los hermanos Iker y Ane Etxeberria.", SURF_ESCUELA, True),
    w.faith("es-ag-003", "para.synonym", "¿Puedo lavar una alfombra en Burbujas?", "No, no se permite lavar alfombras ni ropa de mascotas.", LAVANDERIA_NORMAS, True),
    w.faith("es-ag-004", "fmt.time", "¿A qué hora cierra la lavandería?", "Cierra a las diez de la noche.", LAVANDERIA, True),
    w.faith("es-ag-005", "fmt.unit", "¿Cuánto dura una clase para principiantes?", "La clase dura 120 minutos.", SURF, True),
    w.faith("es-ag-006", "fmt.currency", "¿Cuánto cuesta usar la secadora?", "La secadora cuesta un euro cada diez minutos.", LAVANDERIA, True),
    w.faith("es-ag-007", "fmt.number", "¿Cuántos alumnos hay por monitor?", "Como máximo hay 6 alumnos por monitor.", SURF, True),
    w.faith("es-ag-008", "wrap.opener", "¿Se puede pagar con tarjeta en las máquinas?", "¡Claro! Las máquinas aceptan tarjeta y monedas, aunque no billetes.", LAVANDERIA_NORMAS, True),
    w.faith("es-ag-009", "para.combine", "¿Qué incluye la clase para principiantes?", "La clase de 2 horas cuesta 35 € e incluye tabla y neopreno.", SURF, True),
    w.faith("es-ag-010", "wrap.hedge", "¿Hay wifi en la lavandería?", "Parece que sí: hay wifi gratuito para los clientes.", LAVANDERIA_NORMAS, True),
    # one clear error each
    w.faith("es-ag-011", "value.number", "¿De cuántos kilos es la lavadora?", "La lavadora es de 7 kilos.", LAVANDERIA, False),
    w.faith("es-ag-012", "value.time", "¿A qué hora pasa el encargado por la lavandería?", "Rubén Soto pasa todas las mañanas a las 11.", LAVANDERIA, False),
    w.faith("es-ag-013", "value.currency", "¿Cuánto cuesta el bono de cinco clases?", "El bono de cinco clases cuesta 175 €.", SURF_ESCUELA, False),
    w.faith("es-ag-014", "role.swap", "¿Quién dirige las clases en Ola Norte?", "Ane dirige las clases e Iker lleva la tienda.", SURF_ESCUELA, False),
    w.faith("es-ag-015", "negation", "¿Me devuelven el dinero si cancelan la clase por el mar?", "No, si la clase se cancela porque el mar está agitado, no se devuelve el dinero.", SURF_ESCUELA, False),
    w.faith("es-ag-016", "modality", "¿Qué necesitan los menores de 14 años para hacer surf?", "Los menores de 14 años pueden traer una autorización de sus padres si lo desean, pero no es obligatoria.", SURF_ESCUELA, False),
    w.faith("es-ag-017", "value.except", "¿Qué días abre la lavandería?", "Abre todos los días excepto el domingo.", LAVANDERIA, False),
    w.faith("es-ag-018", "antonym", "¿Cuándo se cancela una clase?", "La clase se cancela si el mar está demasiado tranquilo.", SURF_ESCUELA, False),
    w.faith("es-ag-019", "added.fact", "¿Cuánto dura un lavado?", "Un ciclo de lavado dura unos 35 minutos y el secado va incluido.", LAVANDERIA, False),
    w.faith("es-ag-020", "value.date", "¿En qué meses hay clases de surf?", "Las clases se dan de mayo a septiembre.", SURF, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-ag-021", "refusal.plain", "¿La lavandería tiene servicio de planchado?", "No tengo esa información.", LAVANDERIA, True),
    w.refusal("es-ag-022", "refusal.long", "¿Ola Norte alquila tablas sin clase?", "Lo siento, pero en la información de la que dispongo no se menciona si la escuela Ola Norte alquila tablas por separado, así que no puedo confirmártelo; te recomiendo preguntar directamente en la escuela.", SURF, True),
    w.refusal("es-ag-023", "refusal.hedged", "¿Cuánto cuesta una lavadora?", "No estoy del todo seguro, pero parece que cada ciclo cuesta 4,50 €.", LAVANDERIA, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-ag-024", "correct.wordy", "¿Cuándo se fundó la escuela Ola Norte?", "Los hermanos Etxeberria pusieron en marcha la escuela Ola Norte en el año 2012.", "En 2012.", True),
    w.correct("es-ag-025", "correct.wordy", "¿Cuánto dura un ciclo de lavado?", "Si pones una lavadora, el ciclo completo tarda aproximadamente 35 minutos.", "Unos 35 minutos.", True),
    w.correct("es-ag-026", "correct.format", "¿A qué hora abre la lavandería?", "A las ocho de la mañana.", "A las 8:00.", True),
    w.correct("es-ag-027", "wrong.value", "¿Cuánto cuesta una clase para principiantes?", "La clase para principiantes cuesta 45 €.", "35 €.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-ag-028", "relevant.direct", "¿Dónde está la lavandería Burbujas?", "En la calle Olivo 23.", LAVANDERIA, True),
    w.relevant("es-ag-029", "relevant.direct", "¿Cuánto tengo que pagar por secar la ropa?", "Un euro por cada diez minutos.", LAVANDERIA, True),
    w.relevant("es-ag-030", "relevant.direct", "¿Cuántos alumnos puede tener como mucho un monitor?", "Seis, no más.", SURF, True),
    w.relevant("es-ag-031", "relevant.yesno", "¿Puedo pagar con billetes en las máquinas?", "No, solo con monedas o tarjeta.", LAVANDERIA_NORMAS, True),
    w.relevant("es-ag-032", "offtopic.true", "¿A qué hora son las clases de surf?", "Un bono de cinco clases cuesta 150 €.", SURF_ESCUELA, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-ag-033", "diag.pass", "¿Qué pasa si el mar está muy agitado?", "Se cancela la clase y se devuelve el dinero.", {"surf-escuela": SURF_ESCUELA, "surf-clases": SURF}, ("surf-escuela",), "pass"),
    w.diag("es-ag-034", "diag.missed", "¿Cuánto cuesta una lavadora de 9 kilos?", "La información disponible no indica el precio de la lavadora.", {"lav-normas": LAVANDERIA_NORMAS}, ("lav-precios",), "fix_retrieval"),
    w.diag("es-ag-035", "diag.correct_refusal", "¿La escuela da clases de paddle surf?", "La información proporcionada no menciona clases de paddle surf.", {"surf-clases": SURF, "surf-escuela": SURF_ESCUELA}, (), "correct_refusal"),
    w.diag("es-ag-036", "diag.offtopic", "¿Dónde está la escuela de surf Ola Norte?", "El precio incluye tabla y neopreno.", {"surf-clases": SURF}, ("surf-clases",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
