"""Spanish cases of set t30: a residents' community's rules and garage, a riverside
campground's prices and history, a language exchange meetup and its pairing rules, an
electric car charging network's prices and history, a ski resort's lift passes and a
dental insurance plan."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

NORMAS = (
    "Normas de la comunidad Edificio Alameda 12: el horario de descanso es de 23:00 a 8:00 de domingo a jueves y de 00:00 a 9:00 los viernes y sábados. "
    "La piscina comunitaria abre del 15 de junio al 15 de septiembre, de 11:00 a 21:00. "
    "Está prohibido tender ropa en los balcones que dan a la calle. "
    "Las incidencias se comunican al presidente de la comunidad, Andrés Molina."
)
GARAJE = (
    "El garaje del Edificio Alameda 12 fue reformado en febrero de 2022 por la empresa Construcciones Iriarte. "
    "Tiene 30 plazas, de las cuales 4 cuentan con cargador para coche eléctrico. "
    "El alquiler de una plaza cuesta 75 € al mes para los vecinos. "
    "El mando de la puerta lo entrega el administrador de fincas, Luis Ferrer, previo pago de una fianza de 40 €."
)
CAMPING_PRECIOS = (
    "Camping Río Claro – precios por noche: parcela 11 €, más 7 € por adulto y 5 € por niño de 3 a 10 años. "
    "La luz cuesta 5 € por noche. "
    "Los perros pagan 3 € por noche. "
    "La entrada es a partir de las 13:00 y la salida, antes de las 12:00."
)
CAMPING_HISTORIA = (
    "El camping Río Claro lo abrió en 1979 el matrimonio formado por Julián Ortega y Carmen Vidal. "
    "En 2017 lo compró la cooperativa Valle Verde, que un año después renovó los baños y añadió una zona de barbacoas. "
    "Las duchas con agua caliente son gratuitas. "
    "Las barbacoas solo pueden usarse de octubre a mayo."
)
INTERCAMBIO = (
    "El intercambio de idiomas «Charla y Café» nació en 2015 por iniciativa de la profesora Lucía Herrera y del estudiante irlandés Sean O'Brien. "
    "Se reúne todos los viernes de 19:00 a 21:00 en el bar La Tertulia, en Malasaña. "
    "Participar es gratis, pero se pide consumir al menos una bebida. "
    "La primera hora se habla en español y la segunda, en inglés."
)
PAREJAS = (
    "En Charla y Café, las parejas de intercambio las asigna el coordinador, Marcos Ruiz. "
    "Cada pareja debe quedar al menos una vez cada quince días fuera de los viernes. "
    "Quien falte a cuatro encuentros seguidos sin avisar pierde su pareja. "
    "Además del inglés, el grupo ofrece francés, alemán y portugués."
)
RECARGA_PRECIOS = (
    "En la red de recarga CargaYa, la carga ultrarrápida (hasta 350 kW) cuesta 0,59 € por kWh y la carga semirrápida, 0,39 € por kWh. "
    "Si el coche sigue conectado 20 minutos después de terminar la carga, se cobran 0,25 € por minuto. "
    "La tarifa CargaYa Plus, de 4,99 € al mes, rebaja un 10 % todas las recargas."
)
RECARGA_HISTORIA = (
    "CargaYa fue fundada en 2018 en Valencia por la ingeniera Marta Soler. "
    "En 2022 la compró la eléctrica Iberluz, que al año siguiente duplicó el número de puntos ultrarrápidos. "
    "La red tiene hoy 410 estaciones. "
    "Todas abren las 24 horas, salvo las que están en centros comerciales, que cierran a las 22:00."
)
ESQUI = (
    "Estación de esquí Sierra Alta – forfaits: el forfait de día cuesta 49 € para adultos y 35 € para niños de 6 a 11 años. "
    "Los menores de 6 años esquían gratis. "
    "El forfait de media jornada, válido desde las 13:00, cuesta 38 €. "
    "Los remontes funcionan todos los días de 9:00 a 17:00, salvo los sábados, en que abren a las 8:30."
)
DENTAL = (
    "El seguro dental SonríeMás Básico cuesta 9,50 € al mes. "
    "Incluye sin coste las revisiones, las radiografías y una limpieza al año. "
    "Los empastes tienen un precio franquiciado de 25 € cada uno. "
    "Los implantes no están cubiertos, y la ortodoncia tiene un 20 % de descuento sobre las tarifas de la clínica."
)

# fmt: off
FAITHFULNESS = [
    # normas de la comunidad
    w.faith("es-t30-001", "para.pronoun", "¿A quién le comunico una avería en el portal?", "El presidente de la comunidad es Andrés Molina. Las incidencias hay que comunicárselas a él.", NORMAS, True),
    w.faith("es-t30-002", "fmt.time", "¿Cuándo empieza el horario de descanso un martes?", "De domingo a jueves, el descanso va desde las once de la noche hasta las ocho de la mañana.", NORMAS, True),
    w.faith("es-t30-003", "fmt.date", "¿Cuándo está abierta la piscina?", "La piscina abre entre el 15/06 y el 15/09, de once de la mañana a nueve de la noche.", NORMAS, True),
    w.faith("es-t30-004", "added.fact", "¿Cuándo abre la piscina?", "La piscina abre del 15 de junio al 15 de septiembre, de 11:00 a 21:00, y cada vecino puede llevar hasta dos invitados.", NORMAS, False),
    w.faith("es-t30-005", "negation", "¿Puedo tender la ropa en el balcón?", "Sí, se puede tender ropa en cualquier balcón, también en los que dan a la calle.", NORMAS, False),
    # garaje
    w.faith("es-t30-006", "para.relative", "¿Cuántas plazas tiene el garaje?", "El garaje que Construcciones Iriarte reformó en febrero de 2022 tiene 30 plazas, cuatro de ellas con cargador para coche eléctrico.", GARAJE, True),
    w.faith("es-t30-007", "para.pronoun", "¿Cómo consigo el mando del garaje?", "El mando lo entrega Luis Ferrer, el administrador de fincas. Él te lo da después de que pagues una fianza de 40 €.", GARAJE, True),
    w.faith("es-t30-008", "para.combine", "¿Cuánto cuesta alquilar una plaza?", "A los vecinos, cada una de las 30 plazas del garaje les sale por 75 € al mes.", GARAJE, True),
    w.faith("es-t30-009", "added.fact", "¿Hay plazas con cargador?", "Sí, cuatro de las 30 plazas tienen cargador para coche eléctrico, y la electricidad se cobra aparte a 0,20 € el kWh.", GARAJE, False),
    w.faith("es-t30-010", "role.swap", "¿Quién reformó el garaje?", "El garaje lo reformó Luis Ferrer en febrero de 2022, y el mando lo entrega Construcciones Iriarte.", GARAJE, False),
    # precios del camping
    w.faith("es-t30-011", "fmt.currency", "¿Cuánto cuesta la luz?", "La electricidad sale a cinco euros la noche.", CAMPING_PRECIOS, True),
    w.faith("es-t30-012", "para.combine", "¿Qué pago por una parcela con dos adultos?", "Por la parcela son 11 € la noche, a lo que se suman 7 € por cada adulto.", CAMPING_PRECIOS, True),
    w.faith("es-t30-013", "added.fact", "¿Se admiten perros?", "Sí, los perros pagan 3 € por noche y tienen que ir siempre atados.", CAMPING_PRECIOS, False),
    w.faith("es-t30-014", "value.time", "¿A qué hora se puede entrar?", "La entrada es a partir de las 15:00.", CAMPING_PRECIOS, False),
    # historia del camping
    w.faith("es-t30-015", "para.relative", "¿De quién es ahora el camping?", "El camping que Julián Ortega y Carmen Vidal abrieron en 1979 lo compró la cooperativa Valle Verde en 2017.", CAMPING_HISTORIA, True),
    w.faith("es-t30-016", "para.pronoun", "¿Quién renovó los baños?", "La cooperativa Valle Verde compró el camping en 2017. Un año después, esta renovó los baños y añadió una zona de barbacoas.", CAMPING_HISTORIA, True),
    w.faith("es-t30-017", "role.swap", "¿Quién abrió el camping?", "En 1979 la cooperativa Valle Verde abrió el camping, y en 2017 lo compraron Julián Ortega y Carmen Vidal.", CAMPING_HISTORIA, False),
    w.faith("es-t30-018", "para.except", "¿Puedo hacer una barbacoa en julio?", "No, de junio a septiembre las barbacoas no se pueden usar.", CAMPING_HISTORIA, True),
    w.faith("es-t30-019", "added.fact", "¿Las duchas se pagan?", "No, las duchas con agua caliente son gratis y están abiertas las 24 horas.", CAMPING_HISTORIA, False),
    w.faith("es-t30-020", "value.date", "¿Cuándo se pueden usar las barbacoas?", "Las barbacoas se pueden usar de junio a septiembre.", CAMPING_HISTORIA, False),
    # intercambio de idiomas
    w.faith("es-t30-021", "para.relative", "¿Dónde se reúne Charla y Café?", "Charla y Café, que pusieron en marcha Lucía Herrera y Sean O'Brien en 2015, se reúne los viernes en el bar La Tertulia de Malasaña.", INTERCAMBIO, True),
    w.faith("es-t30-022", "fmt.time", "¿A qué hora es el intercambio?", "Los viernes, de siete de la tarde a nueve de la noche.", INTERCAMBIO, True),
    w.faith("es-t30-023", "para.combine", "¿Cómo se organiza cada encuentro?", "En las dos horas del encuentro de los viernes, se habla español durante la primera y inglés durante la segunda.", INTERCAMBIO, True),
    w.faith("es-t30-024", "added.fact", "¿Hay que pagar?", "Participar es gratis, aunque se pide tomar al menos una bebida, que tiene un 10 % de descuento para los participantes.", INTERCAMBIO, False),
    w.faith("es-t30-025", "wrap.hedge", "¿Cuesta algo participar?", "Si no me equivoco, participar no cuesta nada, aunque se pide tomar al menos una bebida.", INTERCAMBIO, True),
    # parejas de intercambio
    w.faith("es-t30-026", "para.passive", "¿Quién asigna las parejas?", "Las parejas de intercambio son asignadas por el coordinador, Marcos Ruiz.", PAREJAS, True),
    w.faith("es-t30-027", "fmt.period", "¿Cada cuánto hay que quedar con la pareja?", "Cada pareja tiene que verse como mínimo una vez cada dos semanas, aparte de los viernes.", PAREJAS, True),
    w.faith("es-t30-028", "modality", "¿Es obligatorio quedar con la pareja fuera de los viernes?", "No es obligatorio: a las parejas solo se les recomienda quedar una vez cada quince días fuera de los viernes.", PAREJAS, False),
    w.faith("es-t30-029", "added.fact", "¿Qué pasa si falto?", "Si faltas a cuatro encuentros seguidos sin avisar, pierdes tu pareja y tienes que esperar un mes para pedir otra.", PAREJAS, False),
    w.faith("es-t30-030", "quantifier", "¿Qué idiomas hay?", "Aparte del inglés, el grupo solo ofrece francés.", PAREJAS, False),
    w.faith("es-t30-031", "para.pronoun", "¿Puedo perder mi pareja?", "Cada participante recibe una pareja del coordinador, Marcos Ruiz. Si faltas a cuatro encuentros seguidos sin avisar, la pierdes.", PAREJAS, True),
    # precios de recarga
    w.faith("es-t30-032", "fmt.share", "¿Qué ventaja tiene CargaYa Plus?", "Por 4,99 € al mes, CargaYa Plus te quita una décima parte del precio de todas las recargas.", RECARGA_PRECIOS, True),
    w.faith("es-t30-033", "para.combine", "¿Tiene descuento la carga semirrápida con Plus?", "Sí: la carga semirrápida cuesta 0,39 € por kWh, y con CargaYa Plus también se le aplica el 10 % de rebaja.", RECARGA_PRECIOS, True),
    w.faith("es-t30-034", "added.fact", "¿Cuánto cuesta la carga ultrarrápida?", "La carga ultrarrápida, de hasta 350 kW, cuesta 0,59 € por kWh y permite recuperar el 80 % de la batería en unos 15 minutos.", RECARGA_PRECIOS, False),
    w.faith("es-t30-035", "value.number", "¿Cuándo empiezan a cobrar por ocupación?", "Si el coche sigue enchufado 10 minutos después de acabar la carga, se cobran 0,25 € por minuto.", RECARGA_PRECIOS, False),
    w.faith("es-t30-036", "antonym", "¿Qué supone la tarifa CargaYa Plus?", "Con CargaYa Plus, que cuesta 4,99 € al mes, todas las recargas salen un 10 % más caras.", RECARGA_PRECIOS, False),
    # historia de la red
    w.faith("es-t30-037", "para.relative", "¿De quién es CargaYa?", "CargaYa, que la ingeniera Marta Soler fundó en Valencia en 2018, fue comprada en 2022 por la eléctrica Iberluz.", RECARGA_HISTORIA, True),
    w.faith("es-t30-038", "para.except", "¿Puedo cargar de madrugada?", "Sí, salvo en las estaciones de centros comerciales, que cierran a las diez de la noche; el resto funciona día y noche.", RECARGA_HISTORIA, True),
    w.faith("es-t30-039", "role.swap", "¿Qué pasó con CargaYa en 2022?", "En 2022, CargaYa compró la eléctrica Iberluz.", RECARGA_HISTORIA, False),
    # forfaits de esquí
    w.faith("es-t30-040", "fmt.time", "¿A qué hora abren los remontes el sábado?", "Los sábados los remontes abren a las ocho y media de la mañana.", ESQUI, True),
    w.faith("es-t30-041", "added.fact", "¿Cuánto cuesta el forfait de media jornada?", "El forfait de media jornada cuesta 38 €, vale desde las 13:00 e incluye el alquiler del casco.", ESQUI, False),
    # seguro dental
    w.faith("es-t30-042", "para.combine", "¿Qué incluye sin coste el seguro?", "Por 9,50 € al mes, el SonríeMás Básico te incluye gratis las revisiones, las radiografías y una limpieza anual.", DENTAL, True),
    w.faith("es-t30-043", "added.fact", "¿Cuánto cuesta un empaste?", "Cada empaste tiene un precio franquiciado de 25 €, con un máximo de cuatro empastes al año.", DENTAL, False),
    w.faith("es-t30-044", "negation", "¿Cubre la ortodoncia y los implantes?", "La ortodoncia tiene un 20 % de descuento sobre las tarifas de la clínica, y los implantes también están cubiertos.", DENTAL, False),
]

CORRECTNESS = [
    w.correct("es-t30-045", "correct.wordy", "¿Cuánto cuesta el forfait de día para adultos en Sierra Alta?", "Si eres adulto, el forfait para esquiar todo el día en Sierra Alta te cuesta 49 euros.", "49 €", True),
    w.correct("es-t30-046", "correct.wordy", "¿Quién fundó CargaYa?", "A CargaYa la fundó en 2018, en Valencia, una ingeniera llamada Marta Soler.", "Marta Soler", True),
    w.correct("es-t30-047", "correct.format", "¿Antes de qué hora hay que dejar la parcela en el camping Río Claro?", "Antes del mediodía.", "Antes de las 12:00", True),
    w.correct("es-t30-048", "correct.format", "¿Cuánto cuesta al mes el seguro SonríeMás Básico?", "nueve euros con cincuenta mensuales", "9,50 € al mes", True),
    w.correct("es-t30-049", "wrong.value", "¿Cuánto cuesta alquilar una plaza de garaje en el Edificio Alameda 12?", "Cuesta 95 € al mes.", "75 € al mes", False),
    w.correct("es-t30-050", "wrong.role", "¿Quién compró CargaYa en 2022?", "CargaYa compró la eléctrica Iberluz.", "La eléctrica Iberluz compró CargaYa.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
