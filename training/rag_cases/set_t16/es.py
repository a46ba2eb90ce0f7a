"""Spanish cases of set t16: a regional airport (left luggage, staff and car park), a
citizens' service office (opening hours, an electricity bill complaint), an art school's
end-of-year show and prize, a tree nursery, a Mexican car wash and an observatory's night
visits."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

AEROPUERTO_CONSIGNA = (
    "En el aeropuerto regional de Valdehermoso, la consigna de equipajes está en la planta baja, junto a la salida de llegadas. "
    "Abre todos los días de 6:00 a 23:00 y cuesta 5 € por bulto y día. "
    "Los objetos de valor, como joyas o dinero en efectivo, no se admiten en consigna."
)

AEROPUERTO_PERSONAL = (
    "La jefa de operaciones, Marta Sanz, coordina los turnos de los controladores de pista, y el técnico Rubén Ortega se encarga del mantenimiento de las pasarelas. "
    "Desde el 1 de octubre, el aeropuerto cuenta con tres puertas de embarque nuevas. "
    "El aparcamiento exprés permite estacionar gratis durante los primeros 10 minutos."
)

OFICINA_HORARIO = (
    "La Oficina de Atención Ciudadana del barrio de San Lorenzo atiende de lunes a viernes de 9:00 a 14:00, y los jueves también por la tarde, de 16:00 a 19:00. "
    "Para los trámites de empadronamiento es obligatorio pedir cita previa. "
    "La atención es gratuita y se ofrece en español, inglés y árabe."
)

OFICINA_CASO = (
    "En noviembre, la asesora voluntaria Pilar Romero ayudó a la señora Gómez a reclamar a su compañía eléctrica una factura mal calculada. "
    "La compañía le devolvió 318 € el 9 de enero. "
    "Las reclamaciones de consumo se resuelven, de media, en seis semanas."
)

ESCUELA_MUESTRA = (
    "La Escuela de Arte de Villanueva inaugura su muestra de fin de curso el 20 de mayo, y la exposición podrá visitarse hasta el 8 de junio. "
    "Se exhiben 64 obras de alumnos de Cerámica, Fotografía y Grabado; la mitad de ellas son fotografías. "
    "El horario es de 10:00 a 14:00 y de 17:00 a 20:00, todos los días menos los domingos."
)

ESCUELA_PREMIO = (
    "El jurado, presidido por la pintora Carmen Vidal, concedió el primer premio al alumno de Grabado Diego Navarro. "
    "El premio consiste en una beca de 1.200 € y una exposición individual el próximo otoño. "
    "Está prohibido tocar las piezas de cerámica."
)

VIVERO = (
    "El vivero Los Almendros vende olivos jóvenes a 15 € la unidad y limoneros a 22 €. "
    "Todas las plantas que se compran en primavera tienen un mes de garantía. "
    "Los pedidos de más de 20 árboles se entregan a domicilio sin coste. "
    "El vivero cierra en agosto por vacaciones."
)

AUTOLAVADO = (
    "En el Autolavado El Güero, el lavado exterior cuesta 90 pesos y el lavado completo, con aspirado de interiores, 160 pesos. "
    "Abre de martes a domingo, de 8:00 a 18:00. "
    "Las camionetas pagan 30 pesos adicionales en cualquier servicio."
)

OBSERVATORIO_VISITAS = (
    "El Observatorio de la Sierra del Cuervo ofrece visitas nocturnas los sábados a las 22:30, de abril a octubre. "
    "Cada visita dura unas dos horas y cuesta 18 € por persona; los menores de 10 años entran gratis. "
    "Si el cielo está nublado, la visita se cancela y se devuelve el importe íntegro."
)

OBSERVATORIO_EQUIPO = (
    "Las visitas las dirige la astrofísica Irene Castillo, con la ayuda del guía Álvaro Méndez. "
    "El telescopio principal tiene un espejo de 90 centímetros. "
    "Se recomienda llevar ropa de abrigo, porque en la cumbre la temperatura baja a menudo de 5 °C por la noche."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful
    w.faith("es-t16-001", "fmt.time", "¿A qué hora abre la consigna?", "La consigna abre cada día de 6 de la mañana a 11 de la noche.", AEROPUERTO_CONSIGNA, True),
    w.faith("es-t16-002", "para.passive", "¿Quién organiza los turnos de los controladores?", "Los turnos de los controladores de pista son coordinados por la jefa de operaciones, Marta Sanz.", AEROPUERTO_PERSONAL, True),
    w.faith("es-t16-003", "fmt.date", "¿Desde cuándo hay puertas de embarque nuevas?", "Desde el 01/10 el aeropuerto dispone de tres puertas de embarque nuevas.", AEROPUERTO_PERSONAL, True),
    w.faith("es-t16-004", "para.except", "¿Puedo ir a la oficina un sábado?", "No, los fines de semana la oficina no atiende.", OFICINA_HORARIO, True),
    w.faith("es-t16-005", "fmt.time", "¿Atienden por la tarde?", "Solo los jueves, de 4 a 7 de la tarde.", OFICINA_HORARIO, True),
    w.faith("es-t16-006", "para.nominal", "¿Necesito cita para empadronarme?", "Los trámites de empadronamiento requieren la solicitud de cita previa.", OFICINA_HORARIO, True),
    w.faith("es-t16-007", "fmt.date", "¿Cuándo recibió la señora Gómez el reembolso?", "La compañía eléctrica le devolvió 318 € el 09/01.", OFICINA_CASO, True),
    w.faith("es-t16-008", "fmt.period", "¿Cuánto tarda una reclamación de consumo?", "De media, una reclamación de consumo se resuelve en 42 días.", OFICINA_CASO, True),
    w.faith("es-t16-009", "fmt.range", "¿Hasta cuándo se puede ver la muestra?", "La exposición de fin de curso se puede visitar entre el 20 de mayo y el 8 de junio.", ESCUELA_MUESTRA, True),
    w.faith("es-t16-010", "fmt.share", "¿Hay muchas fotografías en la muestra?", "El 50 % de las obras expuestas son fotografías.", ESCUELA_MUESTRA, True),
    w.faith("es-t16-011", "para.except", "¿Abre la exposición los domingos?", "No, el domingo es el único día que la muestra está cerrada.", ESCUELA_MUESTRA, True),
    w.faith("es-t16-012", "para.relative", "¿Quién ganó el primer premio?", "El ganador es Diego Navarro, un alumno de Grabado al que premió un jurado presidido por Carmen Vidal.", ESCUELA_PREMIO, True),
    w.faith("es-t16-013", "fmt.thousands", "¿En qué consiste el premio?", "El ganador recibe una beca de 1200 euros y una exposición individual el próximo otoño.", ESCUELA_PREMIO, True),
    w.faith("es-t16-014", "wrap.attribution", "¿Se pueden tocar las cerámicas?", "Según la escuela, las piezas de cerámica no se pueden tocar.", ESCUELA_PREMIO, True),
    w.faith("es-t16-015", "fmt.currency", "¿Cuánto valen los limoneros?", "Los limoneros salen a 22 euros cada uno.", VIVERO, True),
    w.faith("es-t16-016", "para.except", "¿Cuándo está abierto el vivero?", "El vivero abre todo el año excepto en agosto, que cierra por vacaciones.", VIVERO, True),
    w.faith("es-t16-017", "wrap.opener", "¿Hacen envíos a domicilio?", "¡Hola! Si compras más de 20 árboles, te los llevan a casa gratis.", VIVERO, True),
    w.faith("es-t16-018", "fmt.currency", "¿Cuánto cuesta el lavado completo?", "El lavado completo, que incluye el aspirado del interior, sale en $160.", AUTOLAVADO, True),
    w.faith("es-t16-019", "wrap.hedge", "¿Cobran más a las camionetas?", "Creo que a las camionetas les cobran 30 pesos extra en cualquier servicio.", AUTOLAVADO, True),
    w.faith("es-t16-020", "fmt.time", "¿A qué hora empiezan las visitas nocturnas?", "Empiezan los sábados a las diez y media de la noche.", OBSERVATORIO_VISITAS, True),
    w.faith("es-t16-021", "fmt.period", "¿Cuánto dura la visita?", "Cada visita dura unos 120 minutos.", OBSERVATORIO_VISITAS, True),
    w.faith("es-t16-022", "wrap.closer", "¿Qué pasa si está nublado?", "Si está nublado, se cancela la visita y te devuelven todo el dinero. ¡Que disfrutes del cielo!", OBSERVATORIO_VISITAS, True),
    w.faith("es-t16-023", "para.reorder", "¿Quién guía las visitas?", "Con la ayuda del guía Álvaro Méndez, es la astrofísica Irene Castillo quien dirige las visitas.", OBSERVATORIO_EQUIPO, True),
    w.faith("es-t16-024", "fmt.unit", "¿De qué tamaño es el espejo del telescopio?", "El espejo del telescopio principal mide 0,9 metros.", OBSERVATORIO_EQUIPO, True),
    # unfaithful
    w.faith("es-t16-025", "role.swap", "¿Quién se encarga de las pasarelas?", "El técnico Rubén Ortega coordina los turnos de los controladores, y Marta Sanz se ocupa del mantenimiento de las pasarelas.", AEROPUERTO_PERSONAL, False),
    w.faith("es-t16-026", "role.swap", "¿Quién ayudó con la reclamación?", "La señora Gómez ayudó a la asesora voluntaria Pilar Romero a reclamar la factura a la compañía eléctrica.", OFICINA_CASO, False),
    w.faith("es-t16-027", "antonym", "¿Qué pasa si hace mal tiempo?", "Si el cielo está despejado, la visita se cancela y se devuelve el dinero.", OBSERVATORIO_VISITAS, False),
    w.faith("es-t16-028", "antonym", "¿Qué ocurre el 20 de mayo?", "La escuela clausura su muestra de fin de curso el 20 de mayo.", ESCUELA_MUESTRA, False),
    w.faith("es-t16-029", "negation", "¿Puedo dejar joyas en la consigna?", "Sí, en la consigna se aceptan objetos de valor como joyas o dinero en efectivo.", AEROPUERTO_CONSIGNA, False),
    w.faith("es-t16-030", "negation", "¿Hace falta cita para empadronarse?", "Para empadronarse no hace falta pedir cita previa.", OFICINA_HORARIO, False),
    w.faith("es-t16-031", "modality", "¿Tengo que llevar abrigo?", "Es obligatorio llevar ropa de abrigo, porque de noche la temperatura en la cumbre baja a menudo de 5 °C.", OBSERVATORIO_EQUIPO, False),
    w.faith("es-t16-032", "modality", "¿Se pueden tocar las cerámicas?", "Se recomienda no tocar las piezas de cerámica.", ESCUELA_PREMIO, False),
    w.faith("es-t16-033", "quantifier", "¿Qué tipo de obras se exponen?", "Todas las obras expuestas son fotografías.", ESCUELA_MUESTRA, False),
    w.faith("es-t16-034", "quantifier", "¿Qué plantas tienen garantía?", "Solo los olivos comprados en primavera tienen un mes de garantía.", VIVERO, False),
    w.faith("es-t16-035", "direction", "¿El envío a domicilio es gratis?", "Los pedidos de menos de 20 árboles se llevan a domicilio sin coste.", VIVERO, False),
    w.faith("es-t16-036", "direction", "¿Pagan los niños?", "Los mayores de 10 años entran gratis.", OBSERVATORIO_VISITAS, False),
    w.faith("es-t16-037", "value.number", "¿Cuántas puertas de embarque nuevas hay?", "Desde el 1 de octubre hay cuatro puertas de embarque nuevas.", AEROPUERTO_PERSONAL, False),
    w.faith("es-t16-038", "value.date", "¿Cuándo le devolvieron el dinero?", "La compañía le devolvió los 318 € el 19 de enero.", OFICINA_CASO, False),
    w.faith("es-t16-039", "value.time", "¿Cuál es el horario del jueves por la tarde?", "Los jueves por la tarde atienden de 17:00 a 20:00.", OFICINA_HORARIO, False),
    w.faith("es-t16-040", "value.currency", "¿Cuánto cuesta el lavado exterior?", "El lavado exterior cuesta 90 euros.", AUTOLAVADO, False),
    w.faith("es-t16-041", "value.unit", "¿Qué tamaño tiene el espejo?", "El telescopio principal tiene un espejo de 90 milímetros.", OBSERVATORIO_EQUIPO, False),
    w.faith("es-t16-042", "value.except", "¿Qué días abre el autolavado?", "Abre todos los días menos los domingos, de 8:00 a 18:00.", AUTOLAVADO, False),
    w.faith("es-t16-043", "added.fact", "¿Dónde está la consigna?", "La consigna está en la planta baja, junto a la salida de llegadas, y también ofrece servicio de plastificado de maletas.", AEROPUERTO_CONSIGNA, False),
    w.faith("es-t16-044", "added.entity", "¿Quién dirige las visitas?", "Las visitas las dirigen la astrofísica Irene Castillo y el director del observatorio, Tomás Ferrer, con la ayuda del guía Álvaro Méndez.", OBSERVATORIO_EQUIPO, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t16-045", "correct.wordy", "¿A qué hora empiezan las visitas nocturnas del observatorio?", "Las visitas nocturnas del Observatorio de la Sierra del Cuervo comienzan los sábados a las 22:30.", "A las 22:30", True),
    w.correct("es-t16-046", "correct.format", "¿Cuánto dinero le devolvió la compañía eléctrica a la señora Gómez?", "Trescientos dieciocho euros.", "318 €", True),
    w.correct("es-t16-047", "correct.format", "¿Cuánto mide el espejo del telescopio principal?", "0,9 metros.", "90 cm", True),
    w.correct("es-t16-048", "correct.wordy", "¿Quién ganó el primer premio de la muestra?", "El primer premio fue para Diego Navarro, alumno de Grabado de la escuela.", "Diego Navarro", True),
    w.correct("es-t16-049", "wrong.value", "¿Cuánto cuesta un olivo joven en el vivero?", "Cada olivo joven cuesta 22 €.", "15 €", False),
    w.correct("es-t16-050", "wrong.role", "¿Quién presidió el jurado?", "El jurado lo presidió Diego Navarro.", "Carmen Vidal", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
