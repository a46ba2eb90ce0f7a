"""Spanish cases of set t51: un hotel rural en Cangas de Onís y su dirección, una sidrería
de la Parte Vieja de San Sebastián, un camping de L'Escala, un festival de música en
Málaga, el mercado de los sábados de Tolosa y un concierto sinfónico en Zaragoza con su
taquilla."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

HOTEL = (
    "El Hotel Rural Peña Santa, en Cangas de Onís, tiene 22 habitaciones, 8 de ellas con vistas a los Picos de Europa. "
    "La entrada es a partir de las 14:00 y la salida, antes de las 12:00. "
    "El desayuno se sirve de 8:00 a 11:00 en el comedor y cuesta 12 € por persona. "
    "Se admiten mascotas con un suplemento de 10 € por noche."
)
HOTEL_STAFF = (
    "La directora del hotel es Marta Fernández, que llegó en 2017 tras trabajar en un parador de León. "
    "Su adjunto, Iván Suárez, se encarga de las reservas de grupos y de las excursiones. "
    "El edificio era una casona indiana construida en 1892 y se convirtió en hotel en 2004."
)
SIDRERIA = (
    "La sidrería Txindoki, en la Parte Vieja de San Sebastián, la fundó Josu Arrieta en 1981; hoy la dirige su hija Ane, y el cocinero es Mikel Otegi. "
    "Abre todos los días menos el lunes, de 13:00 a 16:00 y de 20:00 a 23:30. "
    "El menú de sidrería cuesta 42 € e incluye sidra de barrica a voluntad; la chuleta suelta, 38 €. "
    "Los grupos de más de diez personas deben reservar con una semana de antelación."
)
CAMPING = (
    "El Camping Cala Montgó, en L'Escala, abre del 1 de abril al 15 de octubre. "
    "Una parcela para tienda cuesta 35 € la noche para dos adultos, con electricidad incluida. "
    "Entre las 23:00 y las 8:00 hay que guardar silencio. "
    "Los perros están permitidos, pero no pueden entrar en la piscina ni en la playa del camping."
)
FESTIVAL = (
    "El festival Brisa del Sur se celebra cada año en Málaga el último fin de semana de junio. "
    "El abono de tres días cuesta 75 €, y los menores de 12 años entran gratis acompañados de un adulto. "
    "El escenario principal lo presenta la periodista Lucía Romero, mientras que Álvaro Pineda programa el escenario electrónico. "
    "El festival nació en 2008 y se trasladó al recinto del puerto en 2015."
)
MERCADO = (
    "El mercado de Tolosa se celebra todos los sábados de 8:00 a 14:00 en la plaza Berdura y en el Tinglado. "
    "Participan unos 90 puestos. "
    "Los productores de la plaza Berdura deben vender solo lo que cultivan ellos mismos. "
    "El mercado lo coordina Itziar Goikoetxea, técnica del Ayuntamiento."
)
CONCIERTO = (
    "La Orquesta Filarmónica del Ebro actuará el viernes 17 de octubre a las 20:00 en el Auditorio de Zaragoza. "
    "El programa se abre con El amor brujo de Falla y se cierra con la Quinta Sinfonía de Chaikovski. "
    "Dirige Elena Sanz, y el guitarrista Pablo Aguirre es el solista del Concierto de Aranjuez. "
    "El concierto dura unas dos horas, con un descanso de 20 minutos."
)
ENTRADAS = (
    "Las entradas para los conciertos de la Filarmónica cuestan entre 16 € y 55 €. "
    "Los menores de 30 años tienen un descuento del 50 %. "
    "La taquilla abre de martes a sábado, de 11:00 a 14:00 y de 17:00 a 20:00. "
    "No se devuelve el importe de las entradas salvo si se cancela el concierto."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-t51-001", "fmt.time", "¿A qué hora puedo entrar y cuándo tengo que dejar la habitación?", "Puede entrar desde las dos de la tarde y debe dejar la habitación antes de las doce del mediodía.", HOTEL, True),
    w.faith("es-t51-002", "para.part", "¿Hay habitaciones con vistas a la montaña?", "Sí, 8 de las 22 habitaciones tienen vistas a los Picos de Europa.", HOTEL, True),
    w.faith("es-t51-003", "fmt.currency", "¿Cuánto cuesta el desayuno?", "El desayuno cuesta doce euros por persona y se sirve en el comedor.", HOTEL, True),
    w.faith("es-t51-004", "para.passive", "¿Puedo ir con mi perro?", "Sí, las mascotas son admitidas con un suplemento de 10 € por noche.", HOTEL, True),
    w.faith("es-t51-005", "para.relative", "¿Quién dirige el Hotel Peña Santa?", "Lo dirige Marta Fernández, que llegó en 2017 después de trabajar en un parador de León.", HOTEL_STAFF, True),
    w.faith("es-t51-006", "para.synonym", "¿Con quién hablo para reservar para un grupo?", "De las reservas de grupos se ocupa Iván Suárez, el adjunto de la directora.", HOTEL_STAFF, True),
    w.faith("es-t51-007", "para.combine", "¿El edificio es antiguo?", "Sí, es una casona indiana de 1892 que se transformó en hotel en 2004.", HOTEL_STAFF, True),
    w.faith("es-t51-008", "para.except", "¿La sidrería abre los lunes?", "No, el lunes cierra; el resto de los días de la semana abre.", SIDRERIA, True),
    w.faith("es-t51-009", "para.combine", "¿Quién lleva la sidrería Txindoki?", "La fundó Josu Arrieta en 1981 y ahora está al frente su hija Ane, con Mikel Otegi en la cocina.", SIDRERIA, True),
    w.faith("es-t51-010", "fmt.time", "¿A qué hora abren por la noche?", "Por la noche abren de ocho a once y media.", SIDRERIA, True),
    w.faith("es-t51-011", "fmt.currency", "¿Cuánto cuesta el menú de sidrería?", "El menú de sidrería sale por cuarenta y dos euros, con sidra de barrica sin límite.", SIDRERIA, True),
    w.faith("es-t51-012", "fmt.period", "Somos catorce, ¿con cuánta antelación hay que reservar?", "Los grupos de más de diez personas tienen que reservar con siete días de antelación.", SIDRERIA, True),
    w.faith("es-t51-013", "fmt.date", "¿Cuándo está abierto el camping?", "El Camping Cala Montgó abre desde el 1/4 hasta el 15/10.", CAMPING, True),
    w.faith("es-t51-014", "wrap.opener", "¿Cuánto cuesta una parcela para tienda?", "¡Claro! Una parcela para tienda cuesta 35 € la noche para dos adultos, y la electricidad está incluida.", CAMPING, True),
    w.faith("es-t51-015", "fmt.time", "¿Hay horario de silencio?", "Sí, hay que guardar silencio de once de la noche a ocho de la mañana.", CAMPING, True),
    w.faith("es-t51-016", "para.reorder", "¿Puedo llevar a mi perro?", "A la piscina y a la playa del camping no pueden entrar, pero los perros sí están permitidos en el camping.", CAMPING, True),
    w.faith("es-t51-017", "para.synonym", "¿Cuándo es el festival Brisa del Sur?", "Brisa del Sur tiene lugar en Málaga todos los años durante el último fin de semana de junio.", FESTIVAL, True),
    w.faith("es-t51-018", "fmt.number", "¿Los niños pagan entrada?", "Los niños menores de doce años no pagan si van con un adulto.", FESTIVAL, True),
    w.faith("es-t51-019", "para.combine", "¿Quién se encarga de los escenarios?", "Lucía Romero presenta el escenario principal, y la programación del escenario electrónico corre a cargo de Álvaro Pineda.", FESTIVAL, True),
    w.faith("es-t51-020", "para.except", "¿Hay mercado en Tolosa el miércoles?", "No, el mercado de Tolosa solo se celebra los sábados.", MERCADO, True),
    w.faith("es-t51-021", "wrap.attribution", "¿Qué pueden vender los productores de la plaza Berdura?", "Según las normas del mercado, solo pueden vender lo que cultivan ellos mismos.", MERCADO, True),
    w.faith("es-t51-022", "fmt.date", "¿Cuándo es el concierto de la Filarmónica del Ebro?", "El concierto es el viernes 17/10 a las ocho de la tarde en el Auditorio de Zaragoza.", CONCIERTO, True),
    w.faith("es-t51-023", "fmt.share", "¿Hay descuento para jóvenes?", "Sí, los menores de 30 años pagan la mitad del precio.", ENTRADAS, True),
    w.faith("es-t51-024", "wrap.hedge", "¿Cuándo abre la taquilla?", "Por lo que veo, la taquilla abre de martes a sábado, de 11:00 a 14:00 por la mañana y de 17:00 a 20:00 por la tarde.", ENTRADAS, True),
    w.faith("es-t51-025", "value.time", "¿Hasta qué hora puedo quedarme en la habitación?", "La entrada es a partir de las 14:00 y la salida, antes de las 11:00.", HOTEL, False),
    w.faith("es-t51-026", "added.fact", "¿Dónde se sirve el desayuno?", "El desayuno se sirve de 8:00 a 11:00 en el comedor, y también se puede pedir para llevar.", HOTEL, False),
    w.faith("es-t51-027", "value.currency", "¿Cuánto se paga por la mascota?", "Las mascotas se admiten con un suplemento de 12 € por noche.", HOTEL, False),
    w.faith("es-t51-028", "role.swap", "¿Quién es el director del hotel?", "El hotel lo dirige Iván Suárez, y su adjunta, Marta Fernández, lleva las reservas de grupos.", HOTEL_STAFF, False),
    w.faith("es-t51-029", "value.date", "¿De qué año es la casona?", "La casona indiana se construyó en 2004.", HOTEL_STAFF, False),
    w.faith("es-t51-030", "role.swap", "¿Quién fundó la sidrería?", "Ane Arrieta fundó la sidrería en 1981, y hoy la dirige su padre, Josu.", SIDRERIA, False),
    w.faith("es-t51-031", "value.except", "¿Qué día cierra la sidrería?", "La sidrería Txindoki abre todos los días menos el martes.", SIDRERIA, False),
    w.faith("es-t51-032", "value.currency", "¿Cuánto cuesta la chuleta suelta?", "La chuleta suelta cuesta 42 €.", SIDRERIA, False),
    w.faith("es-t51-033", "modality", "¿Es obligatorio reservar para un grupo grande?", "Los grupos de más de diez personas pueden reservar con una semana de antelación si quieren, pero no es obligatorio.", SIDRERIA, False),
    w.faith("es-t51-034", "value.date", "¿Desde cuándo abre el camping?", "El Camping Cala Montgó abre del 1 de mayo al 15 de octubre.", CAMPING, False),
    w.faith("es-t51-035", "negation", "¿Se admiten perros en el camping?", "No, los perros no están permitidos en el Camping Cala Montgó.", CAMPING, False),
    w.faith("es-t51-036", "added.entity", "¿Cuánto cuesta una parcela?", "Una parcela para autocaravana cuesta 35 € la noche para dos adultos, con electricidad incluida.", CAMPING, False),
    w.faith("es-t51-037", "value.date", "¿Desde cuándo está el festival en el puerto?", "Brisa del Sur se celebra en el recinto del puerto desde 2008.", FESTIVAL, False),
    w.faith("es-t51-038", "role.swap", "¿Quién presenta el escenario principal?", "Álvaro Pineda presenta el escenario principal, y Lucía Romero programa el escenario electrónico.", FESTIVAL, False),
    w.faith("es-t51-039", "direction", "¿Quién entra gratis al festival?", "Los mayores de 12 años entran gratis si van acompañados de un adulto.", FESTIVAL, False),
    w.faith("es-t51-040", "quantifier", "¿Pueden los puestos revender productos comprados?", "No, todos los puestos del mercado deben vender solo lo que cultivan ellos mismos.", MERCADO, False),
    w.faith("es-t51-041", "added.fact", "¿Cuántos puestos hay en el mercado?", "Participan unos 90 puestos, y la mitad de ellos vende queso Idiazabal.", MERCADO, False),
    w.faith("es-t51-042", "role.swap", "¿Quién dirige el concierto?", "Dirige Pablo Aguirre, y Elena Sanz es la solista del Concierto de Aranjuez.", CONCIERTO, False),
    w.faith("es-t51-043", "value.number", "¿Hay descanso?", "Sí, el concierto dura unas dos horas, con un descanso de 15 minutos.", CONCIERTO, False),
    w.faith("es-t51-044", "antonym", "¿Cuánto cuestan las entradas?", "La entrada más barata para la Filarmónica cuesta 55 €.", ENTRADAS, False),
]

CORRECTNESS = [
    w.correct("es-t51-045", "correct.wordy", "¿A qué hora es la salida en el Hotel Rural Peña Santa?", "En el Hotel Rural Peña Santa los huéspedes deben dejar la habitación antes de las doce del mediodía.", "Antes de las 12:00.", True),
    w.correct("es-t51-046", "correct.format", "¿Cuánto cuesta el abono de tres días de Brisa del Sur?", "Setenta y cinco euros.", "75 €", True),
    w.correct("es-t51-047", "correct.short", "¿Quién es el cocinero de la sidrería Txindoki?", "Mikel Otegi.", "El cocinero de la sidrería Txindoki es Mikel Otegi.", True),
    w.correct("es-t51-048", "correct.format", "¿A qué hora empieza el concierto del 17 de octubre?", "A las ocho de la tarde.", "20:00", True),
    w.correct("es-t51-049", "wrong.value", "¿Cuántos puestos participan en el mercado de Tolosa?", "Unos 60 puestos.", "Unos 90 puestos.", False),
    w.correct("es-t51-050", "wrong.role", "¿Quién dirige hoy la sidrería Txindoki?", "Mikel Otegi.", "Ane, la hija del fundador Josu Arrieta.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
