"""Spanish cases of set t32: neumología y oncología infantil del Hospital San Rafael, el bufete
Ortega & Vidal, la Escuela de Fútbol Los Almendros, el restaurante La Parra, el intercambio
del IES Miguel Hernández con Burdeos y la agencia de viajes Rumbo Sur."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

NEUMOLOGIA = (
    "En el Hospital San Rafael, el servicio de neumología está a cargo de la Dra. Lucía Herrera. "
    "Entró en el hospital en 2012 y en 2021 sustituyó al Dr. Andrés Molina, que se jubiló. "
    "La consulta externa de neumología atiende los lunes y jueves de 9:00 a 14:00."
)
ONCOLOGIA = (
    "La unidad de oncología infantil del hospital tiene 24 camas. "
    "El horario de visitas es de 11:00 a 21:00 todos los días, salvo los viernes, en que termina a las 18:00. "
    "Ambos padres pueden quedarse a dormir con el paciente. "
    "La supervisora de la unidad es la enfermera Carmen Ruiz."
)
BUFETE = (
    "El bufete Ortega & Vidal lo fundaron en 1997 Javier Ortega y Elena Vidal. "
    "En 2011 abrió una oficina en Valencia, que dirige la socia Marta Castillo. "
    "La primera consulta cuesta 75 euros y dura media hora."
)
SOCIOS = (
    "De los siete socios del bufete, dos se dedican al derecho laboral. "
    "El socio Raúl Navarro preside la comisión pro bono, que asume como máximo 18 casos al año. "
    "Los clientes nuevos deben enviar una copia del DNI antes de la primera cita."
)
ESCUELA = (
    "La Escuela de Fútbol Los Almendros la fundó en 2001 el exportero Sergio Blanco. "
    "Desde 2016, al equipo infantil lo entrena Iván Gil, que antes era el ayudante de Blanco. "
    "El infantil entrena los lunes, miércoles y jueves a las 19:30."
)
CUOTA = (
    "La cuota anual de la escuela es de 600 euros y se puede pagar en dos plazos. "
    "Los hermanos tienen un 10 % de descuento. "
    "Todos los jugadores deben hacerse un reconocimiento médico antes de empezar; la escuela lo paga."
)
RESTAURANTE = (
    "El restaurante La Parra abrió en 2013 y su dueña es Rosa Delgado. "
    "El jefe de cocina, Pablo Soler, llegó en 2017 tras cuatro años en la cocina de un hotel de Sevilla. "
    "En 2022 Delgado vendió el 15 % del restaurante al inversor Luis Prieto."
)
HORARIO = (
    "La Parra abre todos los días menos el martes, de 13:00 a 23:30. "
    "El menú degustación cuesta 70 euros por persona y hay que reservarlo con al menos una semana de antelación. "
    "Los grupos de más de diez personas tienen un 5 % de descuento."
)
INTERCAMBIO = (
    "El IES Miguel Hernández de Alicante tiene un intercambio con el Lycée Victor Hugo de Burdeos. "
    "Lo puso en marcha en 2009 la profesora de francés Pilar Sanz, y hoy lo coordina Daniel Ferrer. "
    "Cada noviembre, 15 alumnos de 4.º de ESO pasan diez días en Burdeos alojados en casas de familias."
)
AGENCIA = (
    "La agencia de viajes Rumbo Sur, en Málaga, cuenta con nueve guías. "
    "Los viajes a Perú los guía Manuel Quispe, que trabaja en la agencia desde 2010. "
    "El viaje de catorce días cuesta 2.950 euros por persona, con vuelos y hoteles incluidos; las comidas no están incluidas. "
    "Se puede cancelar sin coste hasta 60 días antes de la salida."
)

# fmt: off
FAITHFULNESS = [
    # faithful: every claim supported, said in other words
    w.faith("es-t32-001", "para.combine", "¿Quién dirige neumología y desde cuándo?", "La Dra. Lucía Herrera, que trabaja en el hospital desde 2012, dirige neumología desde 2021.", NEUMOLOGIA, True),
    w.faith("es-t32-002", "para.relative", "¿A quién sustituyó la Dra. Herrera?", "El Dr. Andrés Molina, a quien la Dra. Herrera sustituyó en 2021, se jubiló.", NEUMOLOGIA, True),
    w.faith("es-t32-003", "fmt.time", "¿Cuándo atiende la consulta de neumología?", "Lunes y jueves, de nueve de la mañana a dos de la tarde.", NEUMOLOGIA, True),
    w.faith("es-t32-004", "para.except", "¿Hasta qué hora se puede visitar oncología infantil?", "De sábado a jueves, hasta las nueve de la noche; el viernes, hasta las seis de la tarde.", ONCOLOGIA, True),
    w.faith("es-t32-005", "para.pronoun", "¿Quién supervisa la unidad de oncología infantil?", "La unidad tiene 24 camas. La supervisa la enfermera Carmen Ruiz.", ONCOLOGIA, True),
    w.faith("es-t32-006", "para.synonym", "¿Pueden dormir los padres en el hospital?", "Sí, los dos progenitores pueden pasar la noche con el paciente.", ONCOLOGIA, True),
    w.faith("es-t32-007", "para.relative", "¿Cuándo abrió el bufete la oficina de Valencia?", "Ortega & Vidal, el bufete que fundaron Javier Ortega y Elena Vidal en 1997, abrió oficina en Valencia en 2011.", BUFETE, True),
    w.faith("es-t32-008", "para.pronoun", "¿Quién dirige la oficina de Valencia?", "La oficina de Valencia se abrió en 2011. Hoy la dirige la socia Marta Castillo.", BUFETE, True),
    w.faith("es-t32-009", "fmt.period", "¿Cuánto dura la primera consulta?", "La primera consulta cuesta 75 euros y dura 30 minutos.", BUFETE, True),
    w.faith("es-t32-010", "para.relative", "¿Cuántos casos pro bono acepta el bufete?", "La comisión que encabeza el socio Raúl Navarro no asume más de 18 casos pro bono al año.", SOCIOS, True),
    w.faith("es-t32-011", "para.synonym", "¿Qué tiene que hacer un cliente nuevo?", "Antes de la primera cita, los clientes nuevos tienen que mandar una copia de su DNI.", SOCIOS, True),
    w.faith("es-t32-012", "para.combine", "¿Quién entrena al infantil?", "Iván Gil, antiguo ayudante del fundador Sergio Blanco, entrena al infantil desde 2016.", ESCUELA, True),
    w.faith("es-t32-013", "para.pronoun", "¿Quién fundó Los Almendros?", "Sergio Blanco fundó Los Almendros en 2001. Antes había sido portero.", ESCUELA, True),
    w.faith("es-t32-014", "fmt.time", "¿A qué hora entrena el infantil?", "Los lunes, miércoles y jueves a las siete y media de la tarde.", ESCUELA, True),
    w.faith("es-t32-015", "fmt.share", "¿Hay descuento para hermanos?", "Sí, a los hermanos se les descuenta la décima parte de la cuota.", CUOTA, True),
    w.faith("es-t32-016", "fmt.currency", "¿Cuánto es la cuota anual?", "Son 600 € al año, que se pueden abonar en dos pagos.", CUOTA, True),
    w.faith("es-t32-017", "para.combine", "¿Quién es la dueña de La Parra y quién cocina?", "La Parra es de Rosa Delgado, y su jefe de cocina es Pablo Soler, que llegó en 2017.", RESTAURANTE, True),
    w.faith("es-t32-018", "para.relative", "¿Quién es Luis Prieto?", "Luis Prieto es el inversor al que Rosa Delgado vendió el 15 % de La Parra en 2022.", RESTAURANTE, True),
    w.faith("es-t32-019", "para.except", "¿Abre La Parra los martes?", "No, los martes está cerrado; el resto de la semana abre de 13:00 a 23:30.", HORARIO, True),
    w.faith("es-t32-020", "wrap.attribution", "¿Con cuánta antelación hay que reservar el menú degustación?", "Según el restaurante, el menú degustación de 70 euros debe reservarse con siete días de antelación como mínimo.", HORARIO, True),
    w.faith("es-t32-021", "para.combine", "¿Quién lleva el intercambio con Burdeos?", "Pilar Sanz puso en marcha el intercambio en 2009, y ahora lo coordina Daniel Ferrer.", INTERCAMBIO, True),
    w.faith("es-t32-022", "para.pronoun", "¿Cuánto tiempo pasan los alumnos en Burdeos?", "Cada noviembre viajan a Burdeos 15 alumnos de 4.º de ESO. Allí pasan diez días alojados en casas de familias.", INTERCAMBIO, True),
    w.faith("es-t32-023", "wrap.hedge", "¿Incluye las comidas el viaje a Perú?", "Por lo que indica la información, creo que las comidas no están incluidas; los vuelos y los hoteles, sí.", AGENCIA, True),
    w.faith("es-t32-024", "wrap.opener", "¿Quién guía los viajes a Perú?", "¡Buena pregunta! Los viajes a Perú los guía Manuel Quispe, que lleva en Rumbo Sur desde 2010.", AGENCIA, True),
    # unfaithful: one clear error
    w.faith("es-t32-025", "added.fact", "¿Cuándo atiende la consulta de neumología?", "Atiende los lunes y jueves de 9:00 a 14:00, y no hace falta volante del médico de cabecera.", NEUMOLOGIA, False),
    w.faith("es-t32-026", "role.swap", "¿Quién asumió neumología en 2021?", "En 2021 el Dr. Andrés Molina sustituyó a la Dra. Lucía Herrera, que se jubiló.", NEUMOLOGIA, False),
    w.faith("es-t32-027", "value.except", "¿Cuál es el horario de visitas?", "De 11:00 a 21:00 todos los días, salvo los sábados, en que termina a las 18:00.", ONCOLOGIA, False),
    w.faith("es-t32-028", "added.fact", "¿Pueden quedarse a dormir los padres?", "Sí, los dos padres pueden quedarse a dormir con el paciente, y el hospital les sirve la cena.", ONCOLOGIA, False),
    w.faith("es-t32-029", "quantifier", "¿Pueden quedarse a dormir los padres?", "Solo uno de los padres puede quedarse a dormir con el paciente.", ONCOLOGIA, False),
    w.faith("es-t32-030", "added.fact", "¿Cuándo se fundó el bufete?", "Javier Ortega y Elena Vidal fundaron el bufete en Madrid en 1997.", BUFETE, False),
    w.faith("es-t32-031", "value.currency", "¿Cuánto cuesta la primera consulta?", "La primera consulta cuesta 75 dólares y dura media hora.", BUFETE, False),
    w.faith("es-t32-032", "added.fact", "¿Qué incluye el precio del viaje a Perú?", "El viaje de catorce días cuesta 2.950 euros por persona, con vuelos, hoteles y seguro de viaje incluidos.", AGENCIA, False),
    w.faith("es-t32-033", "modality", "¿Hay que enviar el DNI?", "Se recomienda a los clientes nuevos enviar una copia del DNI antes de la primera cita, aunque no es obligatorio.", SOCIOS, False),
    w.faith("es-t32-034", "direction", "¿Cuántos casos asume la comisión pro bono?", "La comisión pro bono asume como mínimo 18 casos al año.", SOCIOS, False),
    w.faith("es-t32-035", "role.swap", "¿Quién entrena al infantil?", "Desde 2016 Sergio Blanco entrena al infantil; antes era el ayudante de Iván Gil.", ESCUELA, False),
    w.faith("es-t32-036", "value.time", "¿A qué hora entrena el infantil?", "El infantil entrena los lunes, miércoles y jueves a las 18:30.", ESCUELA, False),
    w.faith("es-t32-037", "added.fact", "¿Cómo se paga la cuota?", "La cuota anual de 600 euros puede pagarse en dos plazos, el primero en octubre.", CUOTA, False),
    w.faith("es-t32-038", "negation", "¿Es obligatorio el reconocimiento médico?", "No, el reconocimiento médico no es obligatorio para los jugadores.", CUOTA, False),
    w.faith("es-t32-039", "added.fact", "¿Dónde trabajaba antes el jefe de cocina?", "Pablo Soler llegó en 2017, después de cuatro años como segundo de cocina en un hotel de Sevilla.", RESTAURANTE, False),
    w.faith("es-t32-040", "value.number", "¿Qué parte del restaurante compró Luis Prieto?", "En 2022 Rosa Delgado vendió el 25 % del restaurante a Luis Prieto.", RESTAURANTE, False),
    w.faith("es-t32-041", "added.fact", "¿Cuánto cuesta el menú degustación?", "El menú degustación cuesta 70 euros por persona, bebidas incluidas, y hay que reservarlo con una semana de antelación.", HORARIO, False),
    w.faith("es-t32-042", "antonym", "¿Qué pasa con los grupos grandes?", "Los grupos de más de diez personas pagan un recargo del 5 %.", HORARIO, False),
    w.faith("es-t32-043", "value.date", "¿Cuándo empezó el intercambio con Burdeos?", "Pilar Sanz puso en marcha el intercambio en 2011.", INTERCAMBIO, False),
    w.faith("es-t32-044", "added.entity", "¿Quién guía los viajes a Perú?", "Los viajes a Perú los guían Manuel Quispe y su compañera Rocío Mamani.", AGENCIA, False),
]

CORRECTNESS = [
    w.correct("es-t32-045", "correct.wordy", "¿Quién dirige neumología en el Hospital San Rafael?", "En el Hospital San Rafael, quien está al frente del servicio de neumología es la Dra. Lucía Herrera.", "La Dra. Lucía Herrera.", True),
    w.correct("es-t32-046", "correct.format", "¿Cuánto cuesta el viaje a Perú?", "2950 € por viajero.", "2.950 euros por persona.", True),
    w.correct("es-t32-047", "correct.wordy", "¿Cuándo se fundó la Escuela de Fútbol Los Almendros?", "La Escuela de Fútbol Los Almendros se fundó en el año 2001.", "En 2001.", True),
    w.correct("es-t32-048", "correct.format", "¿A qué hora entrena el infantil?", "A las siete y media de la tarde.", "A las 19:30.", True),
    w.correct("es-t32-049", "wrong.value", "¿Cuántas camas tiene oncología infantil?", "Tiene 42 camas.", "24 camas.", False),
    w.correct("es-t32-050", "wrong.role", "¿Quién puso en marcha el intercambio con Burdeos?", "Daniel Ferrer, que es quien lo coordina hoy.", "Pilar Sanz.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
