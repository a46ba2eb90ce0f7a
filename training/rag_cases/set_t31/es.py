"""Spanish cases of set t31: suscripciones e historia de El Heraldo del Valle, curso y
fundadora de la Escuela de Vela Cabo Azul, la tienda de la Granja El Roble, la plataforma
Aprendo, la sala de consulta y el fondo fotográfico del Archivo Municipal de Villanueva, y
las sesiones de prueba y la gestión del taller de vidrio soplado Llama Clara."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

SUSCRIPCION = (
    "La suscripción digital a El Heraldo del Valle cuesta 7,50 € al mes y la modalidad papel más digital, 24 € al mes. "
    "La edición impresa se reparte de lunes a sábado antes de las 7:30; los domingos no se publica. "
    "La baja puede tramitarse por teléfono en cualquier momento y se hace efectiva al final del mes siguiente. "
    "Los mayores de 65 años tienen un 20 % de descuento en la modalidad papel más digital."
)
PERIODICO = (
    "El Heraldo del Valle fue fundado en 1975 por el periodista Andrés Quiroga. "
    "En 2013 lo compró el grupo Meridiano Medios, que trasladó la redacción a la calle Alcalá Alta. "
    "La directora actual, Lucía Serrano, ocupa el cargo desde febrero de 2021."
)
CURSO = (
    "El curso de iniciación de la Escuela de Vela Cabo Azul consta de diez sesiones, los martes y jueves de 18:00 a 20:00. "
    "Cuesta 350 € e incluye el uso del velero ligero y del chaleco salvavidas. "
    "Pueden inscribirse personas de 16 años en adelante que sepan nadar 100 metros. "
    "Si el viento supera los 22 nudos, la sesión se suspende y se recupera otro día."
)
ESCUELA = (
    "La Escuela de Vela Cabo Azul la fundó en 2001 la regatista Marta Ibarra. "
    "En 2019 su antiguo alumno Diego Salcedo pasó a ser el jefe de instructores. "
    "La escuela tiene 16 veleros ligeros y cinco tablas de windsurf, todos guardados en el pantalán sur."
)
GRANJA = (
    "La tienda de la Granja El Roble abre todos los días menos el lunes, de 10:00 a 20:00. "
    "Las naranjas son de los árboles de la propia granja, y el aceite lo suministra la almazara Los Olivos, a seis kilómetros. "
    "Los pedidos telefónicos de más de 20 € se pueden recoger el mismo día a partir de las 17:00."
)
APRENDO = (
    "En la plataforma Aprendo, cada curso está disponible durante nueve meses desde la compra. "
    "Quien completa todas las lecciones y saca al menos un 7 sobre 10 en el examen final recibe un diploma descargable. "
    "Se devuelve el dinero en los 15 días siguientes a la compra, siempre que se haya visto menos de la mitad del curso. "
    "El curso «Marketing digital desde cero» lo diseñó Pablo Ferrer y lo presenta Inés Robles."
)
SALA = (
    "La sala de consulta del Archivo Municipal de Villanueva abre de lunes a viernes de 8:00 a 14:30, y los jueves también por la tarde, de 16:00 a 19:00. "
    "Hay que pedir cita con al menos tres días de antelación. "
    "Los documentos originales solo pueden manipularse con los guantes que se entregan en el mostrador; se permite hacer fotos sin flash."
)
FONDO = (
    "El fondo fotográfico del archivo lo donó en 1983 la fotógrafa Carmen Vidal. "
    "Entre 2014 y 2017 lo digitalizó un equipo dirigido por el archivero Tomás Herrera. "
    "El fondo reúne unas 6.100 fotografías; la más antigua es de 1911."
)
PRUEBA = (
    "El taller de vidrio soplado Llama Clara ofrece una sesión de prueba de una hora y media por 60 € por persona, los sábados a las 11:00 y a las 17:00. "
    "Cada participante sopla un vaso, que debe enfriarse durante la noche y se puede recoger a partir del lunes siguiente. "
    "Los grupos son de un máximo de tres personas y es obligatorio llevar ropa de algodón."
)
TALLER = (
    "El taller Llama Clara lo abrió en 2012 el soplador de vidrio Joaquín Mora en una antigua carpintería. "
    "En 2023 cedió la gestión diaria a su socia Elena Prats, que además imparte los cursos intensivos de verano."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # fieles: todo está en el contexto, dicho de otra manera
    w.faith("es-t31-001", "para.relative", "¿Quién compró El Heraldo del Valle?", "El Heraldo del Valle, que fundó el periodista Andrés Quiroga en 1975, pasó en 2013 a manos del grupo Meridiano Medios.", PERIODICO, True),
    w.faith("es-t31-002", "para.combine", "¿Quién llevó la redacción a la calle Alcalá Alta?", "Fue Meridiano Medios, el grupo que compró el periódico en 2013, quien trasladó la redacción a la calle Alcalá Alta.", PERIODICO, True),
    w.faith("es-t31-003", "para.pronoun", "¿Quién dirige el periódico?", "La directora actual es Lucía Serrano. Ella ocupa el puesto desde febrero de 2021.", PERIODICO, True),
    w.faith("es-t31-004", "para.except", "¿Sale el periódico los domingos?", "No, los domingos no hay periódico en papel: solo se reparte de lunes a sábado.", SUSCRIPCION, True),
    w.faith("es-t31-005", "fmt.share", "¿Hay descuento para jubilados?", "Si tienes más de 65 años, te descuentan una quinta parte del precio de la modalidad papel más digital.", SUSCRIPCION, True),
    w.faith("es-t31-006", "para.combine", "¿Qué incluye el precio del curso de iniciación?", "El curso de 350 € tiene diez sesiones, los martes y jueves, y el precio cubre el velero ligero y el chaleco salvavidas.", CURSO, True),
    w.faith("es-t31-007", "fmt.time", "¿A qué hora son las clases?", "Las clases son de 6 a 8 de la tarde.", CURSO, True),
    w.faith("es-t31-008", "para.synonym", "¿Quién puede apuntarse al curso?", "Se pueden apuntar quienes tengan como mínimo 16 años y sepan nadar 100 metros.", CURSO, True),
    w.faith("es-t31-009", "para.pronoun", "¿Quién fundó la Escuela de Vela Cabo Azul?", "La regatista Marta Ibarra fundó la escuela en 2001. Su antiguo alumno Diego Salcedo se convirtió en jefe de instructores en 2019.", ESCUELA, True),
    w.faith("es-t31-010", "para.relative", "¿Cuándo pasó Diego Salcedo a ser jefe de instructores?", "Diego Salcedo, que había sido alumno de Marta Ibarra, pasó a ser jefe de instructores de la escuela en 2019.", ESCUELA, True),
    w.faith("es-t31-011", "fmt.number", "¿Cuántos equipos tiene la escuela?", "En el pantalán sur se guardan veintiún equipos: dieciséis veleros ligeros y 5 tablas de windsurf.", ESCUELA, True),
    w.faith("es-t31-012", "para.except", "¿Abre la tienda los lunes?", "No, la tienda cierra los lunes; el resto de la semana abre de 10 de la mañana a 8 de la tarde.", GRANJA, True),
    w.faith("es-t31-013", "para.combine", "¿De dónde vienen las naranjas y el aceite?", "Las naranjas salen de los árboles de la granja y el aceite viene de la almazara Los Olivos, que está a 6 km.", GRANJA, True),
    w.faith("es-t31-014", "fmt.time", "¿Cuándo puedo recoger un pedido telefónico?", "Los pedidos por teléfono de más de 20 € pueden recogerse ese mismo día desde las 5 de la tarde.", GRANJA, True),
    w.faith("es-t31-015", "wrap.opener", "¿Cuánto tiempo tengo acceso a un curso?", "¡Hola! Tienes acceso al curso durante nueve meses desde que lo compras.", APRENDO, True),
    w.faith("es-t31-016", "para.passive", "¿Cómo se consigue el diploma?", "El diploma descargable se otorga a quienes completan todas las lecciones y obtienen un 7 o más en el examen final.", APRENDO, True),
    w.faith("es-t31-017", "para.relative", "¿Quién presenta «Marketing digital desde cero»?", "«Marketing digital desde cero», un curso diseñado por Pablo Ferrer, lo presenta Inés Robles.", APRENDO, True),
    w.faith("es-t31-018", "fmt.share", "¿Me devuelven el dinero si no me gusta el curso?", "Sí, si lo pides en los 15 días posteriores a la compra y has visto menos del 50 % del curso.", APRENDO, True),
    w.faith("es-t31-019", "wrap.attribution", "¿Cuándo abre la sala de consulta?", "Según el archivo, la sala abre de lunes a viernes de 8:00 a 14:30, y los jueves además de 16:00 a 19:00.", SALA, True),
    w.faith("es-t31-020", "para.synonym", "¿Puedo tocar los originales y hacer fotos?", "Para tocar los originales hay que usar los guantes que dan en el mostrador, y las fotos están permitidas siempre que sean sin flash.", SALA, True),
    w.faith("es-t31-021", "para.pronoun", "¿Cómo llegó el fondo fotográfico al archivo?", "La fotógrafa Carmen Vidal donó el fondo en 1983. Entre 2014 y 2017 lo digitalizó un equipo bajo la dirección del archivero Tomás Herrera.", FONDO, True),
    w.faith("es-t31-022", "fmt.thousands", "¿Cuántas fotos tiene el fondo?", "Son unas 6100 fotografías, y la más antigua data de 1911.", FONDO, True),
    w.faith("es-t31-023", "para.relative", "¿Quién lleva hoy el taller Llama Clara?", "Joaquín Mora, que abrió el taller en 2012 en una antigua carpintería, dejó la gestión diaria en manos de su socia Elena Prats en 2023.", TALLER, True),
    w.faith("es-t31-024", "fmt.period", "¿Cuánto dura y cuánto cuesta la sesión de prueba?", "La sesión de prueba dura 90 minutos y cuesta 60 € por persona.", PRUEBA, True),
    # infieles: una sola afirmación falsa o que el contexto no da
    w.faith("es-t31-025", "added.fact", "¿Cuánto cuesta la suscripción digital?", "La suscripción digital cuesta 7,50 € al mes e incluye acceso a toda la hemeroteca.", SUSCRIPCION, False),
    w.faith("es-t31-026", "added.fact", "¿Cómo me doy de baja?", "Puedes darte de baja por teléfono cuando quieras; se hace efectiva al final del mes siguiente y te llega un correo de confirmación.", SUSCRIPCION, False),
    w.faith("es-t31-027", "role.swap", "¿Quién fundó El Heraldo del Valle?", "Meridiano Medios fundó el periódico en 1975 y Andrés Quiroga lo compró en 2013.", PERIODICO, False),
    w.faith("es-t31-028", "value.time", "¿A qué hora llega el periódico?", "La edición impresa se reparte de lunes a sábado antes de las 8:30.", SUSCRIPCION, False),
    w.faith("es-t31-029", "added.fact", "¿Qué incluyen los 350 €?", "Los 350 € incluyen el velero ligero, el chaleco salvavidas y el seguro de accidentes.", CURSO, False),
    w.faith("es-t31-030", "direction", "¿Cuándo se suspende una sesión?", "La sesión se suspende si el viento baja de 22 nudos, y se recupera otro día.", CURSO, False),
    w.faith("es-t31-031", "added.fact", "¿Qué pasa si hace mucho viento?", "Con más de 22 nudos la sesión se suspende y se recupera otro día; además, se avisa a los alumnos por WhatsApp.", CURSO, False),
    w.faith("es-t31-032", "role.swap", "¿Quién fundó la escuela de vela?", "Diego Salcedo fundó la escuela en 2001 y su antigua alumna Marta Ibarra pasó a ser jefa de instructores en 2019.", ESCUELA, False),
    w.faith("es-t31-033", "value.except", "¿Qué día cierra la tienda?", "La tienda abre todos los días excepto el domingo, de 10:00 a 20:00.", GRANJA, False),
    w.faith("es-t31-034", "added.fact", "¿De dónde son las naranjas?", "Las naranjas son de los árboles de la propia granja y se recogen a mano cada mañana.", GRANJA, False),
    w.faith("es-t31-035", "added.fact", "¿Cómo recibo un pedido telefónico?", "Los pedidos telefónicos de más de 20 € se recogen desde las 17:00 o se envían a domicilio sin coste.", GRANJA, False),
    w.faith("es-t31-036", "quantifier", "¿Quién diseña los cursos de Aprendo?", "Todos los cursos de Aprendo los diseña Pablo Ferrer.", APRENDO, False),
    w.faith("es-t31-037", "value.number", "¿Qué nota hace falta para el diploma?", "Para el diploma hay que completar todas las lecciones y sacar al menos un 5 sobre 10 en el examen final.", APRENDO, False),
    w.faith("es-t31-038", "modality", "¿Hace falta pedir cita?", "Se recomienda pedir cita con tres días de antelación, aunque no es obligatorio.", SALA, False),
    w.faith("es-t31-039", "negation", "¿Se pueden hacer fotos en la sala?", "No, en la sala no se pueden hacer fotos, ni siquiera sin flash.", SALA, False),
    w.faith("es-t31-040", "added.entity", "¿Quién digitalizó el fondo fotográfico?", "El equipo de Tomás Herrera digitalizó el fondo entre 2014 y 2017 junto con la Biblioteca Regional.", FONDO, False),
    w.faith("es-t31-041", "antonym", "¿De cuándo son las fotos?", "El fondo reúne unas 6.100 fotografías, y la más reciente es de 1911.", FONDO, False),
    w.faith("es-t31-042", "value.currency", "¿Cuánto cuesta la sesión de prueba?", "La sesión de prueba dura hora y media y cuesta 80 € por persona.", PRUEBA, False),
    w.faith("es-t31-043", "value.date", "¿Cuándo puedo recoger mi vaso?", "El vaso se enfría durante la noche y se puede recoger a partir del domingo.", PRUEBA, False),
    w.faith("es-t31-044", "added.fact", "¿Qué hace Elena Prats en el taller?", "Elena Prats lleva la gestión diaria, imparte los intensivos de verano y también los talleres infantiles.", TALLER, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t31-045", "correct.wordy", "¿Cuánto cuesta la modalidad papel más digital?", "Si quieres recibir el periódico impreso y además tener acceso digital, te sale por 24 euros cada mes.", "24 € al mes.", True),
    w.correct("es-t31-046", "correct.format", "¿En qué año se fundó la Escuela de Vela Cabo Azul?", "En el año dos mil uno.", "En 2001.", True),
    w.correct("es-t31-047", "correct.wordy", "¿A qué hora cierra la tienda de la Granja El Roble?", "Los días que abre, puedes comprar hasta las ocho de la tarde, que es cuando cierra.", "A las 20:00.", True),
    w.correct("es-t31-048", "correct.format", "¿Cuánto tiempo está disponible un curso en Aprendo?", "9 meses desde la compra.", "Nueve meses.", True),
    w.correct("es-t31-049", "wrong.value", "¿Cuántas personas como máximo hay por grupo en Llama Clara?", "Un máximo de cinco personas.", "Tres.", False),
    w.correct("es-t31-050", "wrong.role", "¿Quién donó el fondo fotográfico?", "El archivero Tomás Herrera.", "La fotógrafa Carmen Vidal.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
