"""Spanish cases of set t5: la piscina municipal de verano de Villanueva (horario,
precios, cursillos), el programa Iberavia Club (niveles, puntos), la escuela de cocina
Sukalde (taller de cocina vasca, cancelaciones), Bodegas Herrero (bodega, visitas), el
Ayuntamiento de Villanueva (atención ciudadana, recogida de muebles) and las devoluciones
en TecnoHogar."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

POOL_HOURS = (
    "La piscina municipal de verano de Villanueva abre del 15 de junio al 15 de septiembre, de 11:00 a 20:30. "
    "Cierra los lunes, salvo que sean festivos. "
    "Los menores de 14 años deben ir acompañados de un adulto."
)
POOL_PRICES = (
    "La entrada de día cuesta 4 € para adultos y 2 € para niños de 4 a 13 años; los menores de 4 años entran gratis. "
    "El abono de temporada para adultos cuesta 60 €, y las personas empadronadas en Villanueva tienen un 25 % de descuento."
)
POOL_COURSE = (
    "Los cursillos de natación de julio los imparte la monitora Lucía Ortega, con el apoyo del socorrista Andrés Molina. "
    "Cada cursillo dura dos semanas, de lunes a viernes, con clases de 30 minutos. "
    "Las inscripciones se abren el 1 de junio en el polideportivo."
)
AIR_LEVELS = (
    "El programa de fidelización Iberavia Club tiene cuatro niveles: Clásica, Plata, Oro y Platino. "
    "Para pasar a Oro hay que acumular 1.200 puntos de nivel en un año. "
    "Los socios Oro pueden facturar una maleta adicional de hasta 23 kg y tienen acceso gratuito a las salas VIP en vuelos internacionales."
)
AIR_POINTS = (
    "Los puntos de Iberavia Club caducan si pasan 24 meses sin actividad en la cuenta. "
    "Los billetes canjeados con puntos pueden cambiarse gratis hasta 7 días antes del vuelo; después, el cambio cuesta 30 €. "
    "Los puntos pueden cederse a familiares, hasta un máximo de 5 beneficiarios."
)
COOK_WORKSHOP = (
    "El taller de cocina vasca de la escuela Sukalde, en San Sebastián, lo dirige el cocinero Iñaki Zubiri, y su ayudante Maite Arregui se encarga de las compras en el mercado. "
    "Se celebra los viernes de 17:00 a 20:00 y cuesta 70 € por persona, con la cena y el vino incluidos. "
    "Cada grupo tiene un máximo de 10 alumnos."
)
COOK_RULES = (
    "Si cancelas con más de 72 horas de antelación, te devolvemos el importe completo; con menos, se devuelve el 50 %. "
    "Los menores de 16 años solo pueden apuntarse a los talleres infantiles. "
    "Es obligatorio avisar de las alergias al hacer la reserva."
)
WINE_CELLAR = (
    "Bodegas Herrero es una bodega familiar de la Ribera del Duero fundada en 1921 por Anselmo Herrero. "
    "Hoy la dirige su bisnieta Carmen Herrero, y el enólogo es su primo Álvaro. "
    "Cada año elaboran unas 120.000 botellas, un 80 % de ellas de tinto crianza."
)
WINE_VISIT = (
    "Las visitas guiadas se hacen de martes a domingo a las 11:00 y a las 17:00, y duran hora y media. "
    "La entrada cuesta 15 € e incluye la cata de tres vinos. "
    "Los menores pueden hacer la visita gratis, pero no participan en la cata. "
    "Es imprescindible reservar por teléfono o en la web."
)
COUNCIL_OFFICE = (
    "La Oficina de Atención Ciudadana del Ayuntamiento de Villanueva atiende de lunes a viernes de 9:00 a 14:00; en julio y agosto, de 8:00 a 13:00. "
    "El certificado de empadronamiento se expide en el momento y es gratuito. "
    "Para solicitarlo hacen falta cita previa y el DNI."
)
COUNCIL_WASTE = (
    "El servicio municipal de recogida de muebles y enseres pasa los martes y los jueves. "
    "Hay que llamar al 010 antes de las 14:00 del día anterior y dejar los objetos junto al contenedor a partir de las 20:00. "
    "El servicio es gratuito hasta cinco objetos por domicilio."
)
ELEC_RETURNS = (
    "En TecnoHogar puedes devolver la mayoría de los productos en un plazo de 30 días naturales desde la compra, presentando el tique. "
    "Los móviles y los portátiles deben devolverse sin desprecintar. "
    "El dinero se reintegra en un máximo de 14 días por el mismo medio de pago. "
    "Los productos comprados en rebajas solo admiten cambio, no devolución."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("es-t5-001", "para.except", "¿La piscina abre los lunes festivos?", "Sí, los lunes que son festivos la piscina abre; el resto de los lunes está cerrada.", POOL_HOURS, True),
    w.faith("es-t5-002", "fmt.time", "¿Qué horario tiene la piscina de verano?", "Abre de 11 de la mañana a 8 y media de la tarde.", POOL_HOURS, True),
    w.faith("es-t5-003", "fmt.date", "¿Cuándo empieza y termina la temporada de piscina?", "La temporada va del 15/6 al 15/9.", POOL_HOURS, True),
    w.faith("es-t5-004", "para.synonym", "¿Puede ir sola mi hija de 12 años?", "No, los chavales de menos de 14 años tienen que ir con una persona adulta.", POOL_HOURS, True),
    w.faith("es-t5-005", "fmt.range", "¿Cuánto pagan los niños?", "Los niños de entre 4 y 13 años pagan 2 € por la entrada de día.", POOL_PRICES, True),
    w.faith("es-t5-006", "fmt.share", "¿Hay descuento en el abono para los vecinos?", "Sí, a los empadronados en Villanueva el abono de temporada les sale una cuarta parte más barato.", POOL_PRICES, True),
    w.faith("es-t5-007", "para.passive", "¿Quién da los cursillos de julio?", "Los cursillos son impartidos por la monitora Lucía Ortega, a la que apoya el socorrista Andrés Molina.", POOL_COURSE, True),
    w.faith("es-t5-008", "fmt.period", "¿Cuánto dura cada clase del cursillo?", "Cada clase dura media hora.", POOL_COURSE, True),
    w.faith("es-t5-009", "fmt.thousands", "¿Cuántos puntos necesito para ser Oro?", "Tienes que reunir 1200 puntos de nivel en un año.", AIR_LEVELS, True),
    w.faith("es-t5-010", "fmt.abbrev", "¿Cuánto puede pesar la maleta extra de los socios Oro?", "Hasta 23 kilos.", AIR_LEVELS, True),
    w.faith("es-t5-011", "wrap.attribution", "¿Los socios Oro pueden entrar en las salas VIP?", "Según las condiciones del programa, los socios Oro entran gratis en las salas VIP cuando vuelan en vuelos internacionales.", AIR_LEVELS, True),
    w.faith("es-t5-012", "fmt.period", "¿Cuándo caducan los puntos?", "Caducan cuando pasan dos años sin ningún movimiento en la cuenta.", AIR_POINTS, True),
    w.faith("es-t5-013", "para.except", "¿Cambiar un billete de puntos cuesta dinero?", "Solo pagas los 30 € si haces el cambio cuando faltan menos de 7 días para el vuelo.", AIR_POINTS, True),
    w.faith("es-t5-014", "fmt.number", "¿A cuántos familiares puedo ceder puntos?", "A cinco familiares como mucho.", AIR_POINTS, True),
    w.faith("es-t5-015", "wrap.opener", "¿Quién dirige el taller de cocina vasca?", "¡Hola! El taller lo dirige el cocinero Iñaki Zubiri.", COOK_WORKSHOP, True),
    w.faith("es-t5-016", "fmt.time", "¿A qué hora es el taller?", "Los viernes, de cinco a ocho de la tarde.", COOK_WORKSHOP, True),
    w.faith("es-t5-017", "wrap.closer", "Si cancelo una semana antes, ¿me devolvéis el dinero?", "Sí, cancelando con más de 72 horas de antelación recuperas todo el importe. ¡Esperamos verte pronto!", COOK_RULES, True),
    w.faith("es-t5-018", "para.relative", "¿Quién está al frente de Bodegas Herrero?", "La dirige Carmen Herrero, bisnieta de Anselmo Herrero, que fundó la bodega en 1921.", WINE_CELLAR, True),
    w.faith("es-t5-019", "fmt.scale", "¿Cuántas botellas producen al año?", "Unas 120 mil botellas.", WINE_CELLAR, True),
    w.faith("es-t5-020", "para.except", "¿Qué días hay visitas guiadas?", "Todos los días menos los lunes, a las 11:00 y a las 17:00.", WINE_VISIT, True),
    w.faith("es-t5-021", "wrap.hedge", "¿Cuánto dura la visita?", "Creo que la visita dura unos noventa minutos.", WINE_VISIT, True),
    w.faith("es-t5-022", "wrap.question", "¿Cuánto cuesta el certificado de empadronamiento?", "¿Quieres saber si el certificado de empadronamiento cuesta algo? Es gratuito y te lo dan en el momento.", COUNCIL_OFFICE, True),
    w.faith("es-t5-023", "para.nominal", "¿Cómo pido la recogida de un sofá?", "La llamada al 010 tiene que hacerse antes de las dos de la tarde del día anterior a la recogida.", COUNCIL_WASTE, True),
    w.faith("es-t5-024", "fmt.period", "¿Cuándo me devuelven el dinero?", "Te lo devuelven en dos semanas como mucho, por el mismo medio con el que pagaste.", ELEC_RETURNS, True),
    # unfaithful: exactly one clear error
    w.faith("es-t5-025", "value.time", "¿Hasta qué hora abre la piscina?", "La piscina está abierta de 11:00 a 21:30.", POOL_HOURS, False),
    w.faith("es-t5-026", "value.except", "¿Abre la piscina los lunes?", "No, cierra todos los lunes, también cuando son festivos.", POOL_HOURS, False),
    w.faith("es-t5-027", "modality", "¿Los niños de 10 años pueden ir solos?", "Se recomienda que los menores de 14 años vayan con un adulto, aunque no es obligatorio.", POOL_HOURS, False),
    w.faith("es-t5-028", "value.date", "¿Hasta cuándo está abierta la piscina de verano?", "La temporada va del 15 de junio al 30 de septiembre.", POOL_HOURS, False),
    w.faith("es-t5-029", "direction", "¿Quién entra gratis en la piscina?", "Los mayores de 4 años no pagan entrada.", POOL_PRICES, False),
    w.faith("es-t5-030", "role.swap", "¿Quién imparte los cursillos de natación?", "Los imparte el socorrista Andrés Molina, con el apoyo de la monitora Lucía Ortega.", POOL_COURSE, False),
    w.faith("es-t5-031", "quantifier", "¿Quién puede usar las salas VIP gratis?", "Todos los socios de Iberavia Club, sea cual sea su nivel, entran gratis en las salas VIP.", AIR_LEVELS, False),
    w.faith("es-t5-032", "value.unit", "¿Cuándo caducan los puntos de Iberavia Club?", "Caducan si pasan 24 semanas sin actividad en la cuenta.", AIR_POINTS, False),
    w.faith("es-t5-033", "negation", "¿Puedo pasarle puntos a mi madre?", "No, los puntos no pueden cederse a familiares.", AIR_POINTS, False),
    w.faith("es-t5-034", "value.currency", "¿Cuánto cuesta cambiar un billete de puntos tres días antes?", "A menos de 7 días del vuelo, el cambio cuesta 30 dólares.", AIR_POINTS, False),
    w.faith("es-t5-035", "role.swap", "¿Quién dirige el taller de cocina vasca?", "Lo dirige Maite Arregui, y el cocinero Iñaki Zubiri se encarga de las compras en el mercado.", COOK_WORKSHOP, False),
    w.faith("es-t5-036", "added.fact", "¿Qué incluye el precio del taller?", "Los 70 € incluyen la cena, el vino y un delantal de regalo.", COOK_WORKSHOP, False),
    w.faith("es-t5-037", "antonym", "¿La cena va incluida en el taller?", "No, la cena y el vino se pagan aparte de los 70 €.", COOK_WORKSHOP, False),
    w.faith("es-t5-038", "direction", "¿Qué pasa si cancelo el día antes?", "Si cancelas con menos de 72 horas de antelación, te devolvemos el importe completo.", COOK_RULES, False),
    w.faith("es-t5-039", "modality", "¿Tengo que avisar de mi alergia al marisco?", "Avisar de las alergias al reservar es recomendable, pero no obligatorio.", COOK_RULES, False),
    w.faith("es-t5-040", "role.swap", "¿Quién dirige Bodegas Herrero?", "La dirige Álvaro Herrero, y su prima Carmen es la enóloga.", WINE_CELLAR, False),
    w.faith("es-t5-041", "added.entity", "¿Quién fundó Bodegas Herrero?", "La fundaron en 1921 Anselmo Herrero y su hermano Tomás.", WINE_CELLAR, False),
    w.faith("es-t5-042", "negation", "¿Necesito cita para el certificado de empadronamiento?", "No, para pedirlo basta con llevar el DNI; no hace falta cita previa.", COUNCIL_OFFICE, False),
    w.faith("es-t5-043", "direction", "¿Cuándo dejo el sofá junto al contenedor?", "Hay que dejar los objetos junto al contenedor antes de las 20:00.", COUNCIL_WASTE, False),
    w.faith("es-t5-044", "value.except", "¿Puedo devolver algo que compré en rebajas?", "Sí, los productos de rebajas también se pueden devolver dentro de los 30 días.", ELEC_RETURNS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t5-045", "correct.wordy", "¿Cuánto cuesta el taller de cocina vasca?", "El taller de los viernes sale a 70 euros por persona, y en ese precio ya entran la cena y el vino.", "70 €", True),
    w.correct("es-t5-046", "correct.format", "¿A qué hora cierra la piscina de verano?", "A las ocho y media de la tarde.", "A las 20:30", True),
    w.correct("es-t5-047", "correct.format", "¿Cuántas botellas elabora Bodegas Herrero al año?", "Alrededor de 120 mil.", "Unas 120.000", True),
    w.correct("es-t5-048", "correct.wordy", "¿Cuántos puntos hacen falta para el nivel Oro?", "Para subir a Oro necesitas sumar 1.200 puntos de nivel a lo largo de un año.", "1.200 puntos", True),
    w.correct("es-t5-049", "wrong.value", "¿Cuántos días tengo para devolver un producto en TecnoHogar?", "Tienes 15 días desde la compra.", "30 días", False),
    w.correct("es-t5-050", "wrong.role", "¿Quién es el enólogo de Bodegas Herrero?", "La enóloga es Carmen Herrero.", "Álvaro Herrero", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
