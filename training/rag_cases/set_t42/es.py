"""Spanish cases of set t42: el horario y las normas de préstamo de una biblioteca universitaria
de Zaragoza, el bibliobús de la Diputación de Cáceres, las entradas y la historia de un museo
de Bellas Artes, los cruceros por el Guadalquivir y las visitas a un castillo, un planetario y
un observatorio, y un acuario con sus focas, pingüinos y cuidadores."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

BIBLIOTECA = (
    "Durante el curso, la Biblioteca General de la Universidad de Zaragoza abre de lunes a viernes de 8:00 a 21:30; en época de exámenes abre también los sábados y domingos de 9:00 a 21:00. "
    "Los alumnos de grado pueden llevarse 8 libros, y los de máster y doctorado, 16. "
    "El préstamo dura 15 días y se puede renovar dos veces. "
    "Las salas de trabajo en grupo se reservan como máximo para tres horas."
)
BIBLIOBUS = (
    "El bibliobús de la Diputación de Cáceres visita Trujillo los lunes de 10:00 a 13:00 y Guadalupe los miércoles de 16:30 a 19:00. "
    "Lleva unos 3.500 libros. "
    "Lo conduce desde 2012 el bibliotecario Antonio Gil, y su compañera Rosa Medina se encarga de las reservas por internet."
)
MUSEO = (
    "El Museo de Bellas Artes de Castellón abre de martes a sábado de 10:00 a 20:00 y los domingos de 10:00 a 14:00. "
    "La colección permanente es gratuita; la exposición temporal «Luz de Levante» cuesta 6 euros, 3 euros la reducida. "
    "No se permite hacer fotografías en la exposición temporal."
)
MUSEO_HISTORIA = (
    "El museo se fundó en 1845 con obras procedentes de conventos desamortizados; en 1931 el pintor Joaquín Ferrer le donó cuarenta de sus cuadros. "
    "Desde 2017 lo dirige Elena Castaño, y su adjunto es Fernando Ruiz."
)
BARCO = (
    "Los cruceros por el Guadalquivir salen de la Torre del Oro cada 30 minutos, de 11:00 a 19:00. "
    "El paseo dura una hora y cuesta 18 euros; los niños de 4 a 13 años pagan 9. "
    "A bordo se ofrece una audioguía en ocho idiomas."
)
CASTILLO = (
    "Las visitas guiadas al castillo de Peñafiel son a las 11:00, a las 12:30 y a las 16:30, y duran 45 minutos. "
    "Incluyen la torre del homenaje y el Museo del Vino, pero no el patio norte, cerrado por obras hasta octubre. "
    "No se admiten carritos de bebé en el interior."
)
PLANETARIO = (
    "El Planetario de Valladolid proyecta «Viaje a Marte» los sábados y domingos a las 12:00, y «El cielo de esta noche» los viernes a las 19:00. "
    "Cada sesión dura 40 minutos y no se permite la entrada una vez empezada. "
    "La entrada cuesta 5 euros, y 3 euros para menores de 14 años."
)
OBSERVATORIO = (
    "El Observatorio de Cerro Pelado se construyó en 1975, y en 1996 se instaló su telescopio de 1,5 metros. "
    "Lo dirige la astrónoma Beatriz Salas, y el técnico Manuel Ortiz se encarga del mantenimiento de los instrumentos."
)
ACUARIO = (
    "El Acuario del Cantábrico, en Santander, abre todos los días de 10:00 a 19:00; la taquilla cierra a las 18:00. "
    "La entrada cuesta 16 euros para adultos y 11 euros para niños de 3 a 12 años. "
    "La alimentación de las focas es a las 12:00 y a las 17:00. "
    "Está prohibido usar flash."
)
ACUARIO_EQUIPO = (
    "En el Acuario del Cantábrico, la bióloga Irene Solana se ocupa del tanque de tiburones, y el cuidador Pablo Herrero está a cargo de las focas y los pingüinos. "
    "El acuario abrió en 1998; las dos focas grises, Lía y Bruma, llegaron desde Portugal en 2015. "
    "Hoy el acuario tiene 12 pingüinos."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-t42-001", "fmt.time", "¿Qué horario tiene la biblioteca entre semana?", "De lunes a viernes abre a las ocho de la mañana y cierra a las nueve y media de la noche.", BIBLIOTECA, True),
    w.faith("es-t42-002", "para.combine", "¿Cuántos libros se pueden llevar los de máster?", "Los alumnos de máster y doctorado pueden llevarse 16 libros, el doble que los de grado.", BIBLIOTECA, True),
    w.faith("es-t42-003", "fmt.number", "¿Cuántas veces puedo renovar un préstamo?", "El préstamo es de quince días y puede renovarse un par de veces.", BIBLIOTECA, True),
    w.faith("es-t42-004", "para.part", "¿Abre la biblioteca los fines de semana en exámenes?", "Sí, en época de exámenes también abre sábados y domingos, de 9:00 a 21:00.", BIBLIOTECA, True),
    w.faith("es-t42-005", "fmt.time", "¿Cuándo pasa el bibliobús por Guadalupe?", "Los miércoles, de cuatro y media a siete de la tarde.", BIBLIOBUS, True),
    w.faith("es-t42-006", "fmt.thousands", "¿Cuántos libros lleva el bibliobús?", "Lleva unos 3500 libros.", BIBLIOBUS, True),
    w.faith("es-t42-007", "para.pronoun", "¿Quién conduce el bibliobús?", "Antonio Gil; él está al volante desde 2012.", BIBLIOBUS, True),
    w.faith("es-t42-008", "para.passive", "¿Quién lleva las reservas?", "Las reservas por internet son gestionadas por Rosa Medina.", BIBLIOBUS, True),
    w.faith("es-t42-009", "para.except", "¿El museo abre los lunes?", "No, el lunes el museo está cerrado.", MUSEO, True),
    w.faith("es-t42-010", "fmt.currency", "¿Cuánto cuesta la entrada reducida de «Luz de Levante»?", "La entrada reducida cuesta tres euros.", MUSEO, True),
    w.faith("es-t42-011", "para.synonym", "¿Hay que pagar por la colección permanente?", "No, la colección permanente se visita sin pagar nada.", MUSEO, True),
    w.faith("es-t42-012", "fmt.time", "¿Qué horario tiene el museo los domingos?", "Los domingos abre solo por la mañana, de diez a dos de la tarde.", MUSEO, True),
    w.faith("es-t42-013", "para.nominal", "¿Cuándo se fundó el museo?", "La fundación del museo data de 1845.", MUSEO_HISTORIA, True),
    w.faith("es-t42-014", "wrap.attribution", "¿Quién dirige el museo?", "Según el museo, lo dirige Elena Castaño desde 2017.", MUSEO_HISTORIA, True),
    w.faith("es-t42-015", "fmt.period", "¿Cada cuánto salen los barcos?", "Sale un barco cada media hora.", BARCO, True),
    w.faith("es-t42-016", "fmt.unit", "¿Cuánto dura el crucero?", "El paseo dura 60 minutos.", BARCO, True),
    w.faith("es-t42-017", "para.synonym", "¿Hay explicaciones a bordo?", "Sí, a bordo hay una audioguía disponible en ocho idiomas.", BARCO, True),
    w.faith("es-t42-018", "para.combine", "¿A qué hora son las visitas al castillo y cuánto duran?", "Las visitas, de 45 minutos, empiezan a las 11:00, a las 12:30 y a las 16:30.", CASTILLO, True),
    w.faith("es-t42-019", "para.part", "¿Se puede ver el patio norte?", "El patio norte está cerrado por obras hasta octubre.", CASTILLO, True),
    w.faith("es-t42-020", "wrap.opener", "¿Cuánto cuesta el planetario?", "¡Con mucho gusto! La entrada cuesta 5 euros, y 3 euros para menores de 14 años.", PLANETARIO, True),
    w.faith("es-t42-021", "para.relative", "¿Cuándo ponen «El cielo de esta noche»?", "«El cielo de esta noche» es la sesión que se proyecta los viernes a las 19:00.", PLANETARIO, True),
    w.faith("es-t42-022", "fmt.unit", "¿Qué tamaño tiene el telescopio?", "El telescopio, instalado en 1996, es de 150 centímetros.", OBSERVATORIO, True),
    w.faith("es-t42-023", "fmt.currency", "¿Cuánto cuesta la entrada al acuario?", "Dieciséis euros los adultos y once euros los niños de 3 a 12 años.", ACUARIO, True),
    w.faith("es-t42-024", "para.synonym", "¿Quién cuida de las focas?", "Del cuidado de las focas y los pingüinos se encarga Pablo Herrero.", ACUARIO_EQUIPO, True),
    w.faith("es-t42-025", "value.time", "¿A qué hora cierra la biblioteca entre semana?", "De lunes a viernes la biblioteca cierra a las 21:00.", BIBLIOTECA, False),
    w.faith("es-t42-026", "role.swap", "¿Cuántos libros se pueden llevar los alumnos de grado?", "Los alumnos de grado pueden llevarse 16 libros.", BIBLIOTECA, False),
    w.faith("es-t42-027", "direction", "¿Por cuánto tiempo se reservan las salas de grupo?", "Las salas de trabajo en grupo se reservan como mínimo para tres horas.", BIBLIOTECA, False),
    w.faith("es-t42-028", "role.swap", "¿Quién gestiona las reservas por internet?", "Antonio Gil gestiona las reservas por internet, y Rosa Medina conduce el bibliobús.", BIBLIOBUS, False),
    w.faith("es-t42-029", "value.except", "¿Cuándo visita el bibliobús Trujillo?", "El bibliobús visita Trujillo los lunes y los miércoles de 10:00 a 13:00.", BIBLIOBUS, False),
    w.faith("es-t42-030", "value.number", "¿Cuántos libros lleva el bibliobús?", "El bibliobús lleva unos 350 libros.", BIBLIOBUS, False),
    w.faith("es-t42-031", "value.currency", "¿Cuánto cuesta la entrada general a «Luz de Levante»?", "La entrada general a «Luz de Levante» cuesta 3 euros.", MUSEO, False),
    w.faith("es-t42-032", "negation", "¿Puedo hacer fotos en la exposición temporal?", "Sí, se pueden hacer fotografías en la exposición temporal.", MUSEO, False),
    w.faith("es-t42-033", "antonym", "¿Qué horario tiene el museo los domingos?", "Los domingos el museo abre solo por la tarde.", MUSEO, False),
    w.faith("es-t42-034", "value.date", "¿En qué año se fundó el museo?", "El Museo de Bellas Artes de Castellón se fundó en 1931.", MUSEO_HISTORIA, False),
    w.faith("es-t42-035", "role.swap", "¿Quién dirige el museo desde 2017?", "Fernando Ruiz dirige el museo desde 2017, con Elena Castaño como adjunta.", MUSEO_HISTORIA, False),
    w.faith("es-t42-036", "added.fact", "¿Qué donó Joaquín Ferrer?", "En 1931 el pintor Joaquín Ferrer donó cuarenta de sus cuadros, que hoy ocupan toda la segunda planta.", MUSEO_HISTORIA, False),
    w.faith("es-t42-037", "added.entity", "¿De dónde salen los cruceros?", "Los cruceros por el Guadalquivir y los paseos en kayak salen de la Torre del Oro cada 30 minutos.", BARCO, False),
    w.faith("es-t42-038", "quantifier", "¿Qué incluye la visita al castillo?", "La visita incluye todo el castillo, desde la torre del homenaje hasta el Museo del Vino.", CASTILLO, False),
    w.faith("es-t42-039", "modality", "¿Puedo entrar con el carrito del bebé?", "Se recomienda no entrar con carritos de bebé, aunque está permitido.", CASTILLO, False),
    w.faith("es-t42-040", "value.except", "¿Cuándo proyectan «Viaje a Marte»?", "«Viaje a Marte» se proyecta solo los domingos a las 12:00.", PLANETARIO, False),
    w.faith("es-t42-041", "added.fact", "¿Se puede usar flash en el acuario?", "No, está prohibido usar flash, y tampoco se permite grabar vídeo.", ACUARIO, False),
    w.faith("es-t42-042", "value.date", "¿Cuándo se construyó el observatorio?", "El Observatorio de Cerro Pelado se construyó en 1996.", OBSERVATORIO, False),
    w.faith("es-t42-043", "value.time", "¿A qué hora es la alimentación de las focas?", "La alimentación de las focas es a las 12:00 y a las 18:00.", ACUARIO, False),
    w.faith("es-t42-044", "value.date", "¿Cuándo llegaron las focas Lía y Bruma?", "Lía y Bruma llegaron desde Portugal en 1998.", ACUARIO_EQUIPO, False),
]

CORRECTNESS = [
    w.correct("es-t42-045", "correct.wordy", "¿Cuántos pingüinos tiene el Acuario del Cantábrico?", "Actualmente el Acuario del Cantábrico cuenta con doce pingüinos.", "12", True),
    w.correct("es-t42-046", "correct.short", "¿Quién dirige el Observatorio de Cerro Pelado?", "Beatriz Salas.", "La astrónoma Beatriz Salas dirige el observatorio.", True),
    w.correct("es-t42-047", "correct.format", "¿Cuánto dura una sesión del planetario?", "Cuarenta minutos.", "40 min", True),
    w.correct("es-t42-048", "correct.format", "¿A qué hora cierra la taquilla del acuario?", "A las seis de la tarde.", "18:00", True),
    w.correct("es-t42-049", "wrong.value", "¿Cuánto cuesta el crucero por el Guadalquivir para un adulto?", "Cuesta 9 euros.", "18 euros", False),
    w.correct("es-t42-050", "wrong.role", "¿Quién se ocupa del tanque de tiburones?", "El cuidador Pablo Herrero.", "La bióloga Irene Solana", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
