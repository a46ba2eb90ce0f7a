"""Spanish cases of set T: a wedding venue, a taxi company and a surf school."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

FINCA = (
    "La Finca Los Almendros, a 12 kilómetros de Ronda, alquila su jardín para bodas de hasta 220 invitados. "
    "El alquiler cuesta 6.500 € los sábados y 4.800 € de lunes a viernes. "
    "Para reservar hay que pagar una señal del 25 %, y la música debe terminar a las 2:00."
)
TAXI = (
    "Radio Taxi Guadalquivir da servicio en Sevilla las 24 horas del día. "
    "El trayecto entre el aeropuerto y el centro tiene una tarifa fija de 35 € en horario diurno y de 39 € por la noche y en festivos. "
    "Todos los vehículos admiten pago con tarjeta, y los perros guía viajan gratis."
)
SURF = (
    "La escuela Ola Verde, en la playa de Somo, imparte cursos de surf de cinco días entre junio y septiembre. "
    "Cada clase dura dos horas y el curso completo cuesta 150 €, con tabla y neopreno incluidos. "
    "Los menores de 12 años necesitan una autorización firmada por sus padres o tutores."
)

# fmt: off
FAITHFULNESS = [
    # respuestas fieles
    w.faith("es-t-001", "para.reorder", "¿Cuánto cuesta alquilar la finca un sábado?", "Un sábado, el alquiler de la finca cuesta 6.500 €.", FINCA, True),
    w.faith("es-t-002", "para.combine", "¿Cuánto cuesta el curso de surf y qué incluye?", "Cuesta 150 € e incluye la tabla y el neopreno.", SURF, True),
    w.faith("es-t-003", "para.synonym", "¿Hasta cuándo puede sonar la música en la boda?", "La música tiene que acabar a las 2:00.", FINCA, True),
    w.faith("es-t-004", "fmt.thousands", "¿Cuánto cuesta la finca entre semana?", "De lunes a viernes cuesta 4800 €.", FINCA, True),
    w.faith("es-t-005", "fmt.share", "¿Qué señal hay que pagar para reservar la finca?", "La señal es de una cuarta parte.", FINCA, True),
    w.faith("es-t-006", "fmt.unit", "¿Cuánto dura cada clase de surf?", "Cada clase dura 120 minutos.", SURF, True),
    w.faith("es-t-007", "fmt.currency", "¿Cuánto cuesta de día el taxi del aeropuerto al centro?", "De día, la tarifa fija es de 35 euros.", TAXI, True),
    w.faith("es-t-008", "fmt.time", "¿A qué hora tiene que terminar la música?", "A las dos de la madrugada.", FINCA, True),
    w.faith("es-t-009", "wrap.attribution", "¿Los perros guía pagan en Radio Taxi Guadalquivir?", "Según la información de la compañía, los perros guía viajan gratis.", TAXI, True),
    # respuestas con un error claro
    w.faith("es-t-010", "value.number", "¿Cuántos invitados caben en el jardín de la finca?", "El jardín admite bodas de hasta 120 invitados.", FINCA, False),
    w.faith("es-t-011", "value.currency", "¿Cuánto cuesta por la noche el taxi del aeropuerto al centro?", "Por la noche la tarifa fija es de 45 €.", TAXI, False),
    w.faith("es-t-012", "value.unit", "¿A qué distancia está la finca de Ronda?", "Está a 12 millas de Ronda.", FINCA, False),
    w.faith("es-t-013", "negation", "¿Se puede pagar el taxi con tarjeta?", "No, los vehículos no admiten pago con tarjeta.", TAXI, False),
    w.faith("es-t-014", "quantifier", "¿Qué taxis de la compañía aceptan tarjeta?", "Solo algunos vehículos admiten pago con tarjeta.", TAXI, False),
    w.faith("es-t-015", "antonym", "¿Qué pasa con la música a las 2:00?", "La música debe empezar a las 2:00.", FINCA, False),
    w.faith("es-t-016", "modality", "¿Qué necesitan los menores de 12 años para apuntarse?", "Pueden traer una autorización firmada si quieren, pero no es obligatoria.", SURF, False),
    w.faith("es-t-017", "added.fact", "¿Qué incluye el curso de surf?", "Incluye la tabla, el neopreno y un seguro de accidentes.", SURF, False),
]

REFUSAL = [
    w.refusal("es-t-018", "refusal.plain", "¿La Finca Los Almendros ofrece servicio de catering?", "Lo siento, no sé si la finca ofrece servicio de catering.", FINCA, True),
    w.refusal("es-t-019", "refusal.context", "¿Cuánto cuesta un taxi del centro a Triana?", "El texto no indica la tarifa entre el centro y Triana.", TAXI, True),
    w.refusal("es-t-020", "refusal.hedged", "¿Cuánto cuesta el curso de surf?", "No estoy del todo seguro, pero parece que el curso completo cuesta 150 €.", SURF, False),
]

CORRECTNESS = [
    w.correct("es-t-021", "correct.wordy", "¿Cuánto dura cada clase de surf?", "En la escuela Ola Verde, cada una de las clases del curso tiene una duración de dos horas.", "Dos horas.", True),
    w.correct("es-t-022", "correct.format", "¿Qué señal exige la reserva de la finca?", "Una señal del veinticinco por ciento.", "Una señal del 25 %.", True),
    w.correct("es-t-023", "wrong.value", "¿Cuánto cuesta de día el taxi del aeropuerto al centro?", "Cuesta 53 €.", "35 €.", False),
]

RELEVANCY = [
    w.relevant("es-t-024", "relevant.direct", "¿En qué meses hay cursos en Ola Verde?", "De junio a septiembre.", SURF, True),
    w.relevant("es-t-025", "relevant.yesno", "¿Mi perro guía tiene que pagar billete en el taxi?", "No, viaja gratis.", TAXI, True),
    w.relevant("es-t-026", "offtopic.true", "¿Cuánto cuesta alquilar la finca un sábado?", "La música debe terminar a las 2:00.", FINCA, False),
]

DIAGNOSIS = [
    w.diag("es-t-027", "diag.pass", "¿Hasta cuántos invitados admite el jardín de la Finca Los Almendros?", "Admite bodas de hasta 220 invitados.",
           {"finca-almendros": FINCA, "escuela-ola-verde": SURF}, ("finca-almendros",), "pass"),
    w.diag("es-t-028", "diag.missed", "¿Cuánto cuesta el curso completo en la escuela Ola Verde?", "No dispongo de información sobre el precio del curso.",
           {"finca-almendros": FINCA, "radio-taxi": TAXI}, ("escuela-ola-verde",), "fix_retrieval"),
    w.diag("es-t-029", "diag.correct_refusal", "¿Radio Taxi Guadalquivir tiene vehículos adaptados para sillas de ruedas?", "La información disponible no dice si la compañía tiene vehículos adaptados.",
           {"radio-taxi": TAXI, "finca-almendros": FINCA}, (), "correct_refusal"),
    w.diag("es-t-030", "diag.unfaithful", "¿Cuánto cuesta el taxi del aeropuerto al centro en festivos?", "En festivos la tarifa fija es de 35 €.",
           {"radio-taxi": TAXI, "escuela-ola-verde": SURF}, ("radio-taxi",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
