"""Spanish cases of set t26: a grocery delivery service, a courier company, two cinemas, two
phone repair shops, Madrid's tourist bus and its night route, a spa package and a sports
shop's membership discounts."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

RAPIDOYA = (
    "RápidoYa reparte la compra a domicilio en todo Valencia de lunes a sábado. "
    "Los pedidos hechos antes de las 13:00 se entregan esa misma tarde; los demás, al día siguiente por la mañana. "
    "El envío cuesta 3,95 €, pero es gratis a partir de 45 € de compra."
)
VELOZ = (
    "Mensajería Veloz fue fundada en 2005 por Andrés Molina en Sevilla. "
    "En 2016 la compró el grupo logístico Transibérica. "
    "El envío urgente cuesta 9,50 € y llega en 24 horas; el normal cuesta 4,50 € y tarda de dos a cuatro días laborables."
)
ALAMEDA = (
    "En los Cines Alameda, la entrada general cuesta 9 € y la infantil (menores de 12 años) 6 €. "
    "Los miércoles, día del espectador, todas las entradas cuestan 5 €. "
    "Las sesiones en 3D tienen un recargo de 1,50 €, excepto para los socios de la Tarjeta Alameda."
)
CAPITOL = (
    "El Cine Capitol se inauguró en 1948. "
    "En 2005 lo adquirió la productora de Lucía Ferrer, que lo convirtió en una sala de versión original. "
    "La sala principal tiene 600 butacas. El cine abre todos los días salvo el 25 de diciembre."
)
MOVILFIX = (
    "En MóvilFix, el cambio de pantalla de un iPhone se hace en unos 30 minutos y cuesta desde 99 €. "
    "Todas las reparaciones de pantalla tienen tres meses de garantía. "
    "Las reparaciones por daños de agua no tienen garantía."
)
TECNOCEL = (
    "Javier Ortega es el encargado del taller de TecnoCel en Bilbao. "
    "En octubre de 2021 contrató a la técnica Marta Ruiz, que desde entonces se encarga de todas las reparaciones de placa base. "
    "El cambio de batería solo se hace con cita previa y cuesta 45 €."
)
BUS_MADRID = (
    "El bus turístico de Madrid sale de la Puerta del Sol cada 12 minutos, de 9:00 a 21:00. "
    "El billete de un día cuesta 24 € para adultos y 11 € para niños de 7 a 15 años; los menores de 7 viajan gratis. "
    "La ruta completa dura 1 hora y 45 minutos y tiene 16 paradas."
)
NOCTURNA = (
    "La ruta nocturna la puso en marcha la empresa Madrid Visión en 2014. "
    "Solo funciona de junio a septiembre y sale a las 22:30 desde la Plaza de España. "
    "El billete cuesta 20 € y hay que reservarlo con al menos un día de antelación."
)
AGUAS_CLARAS = (
    "El paquete «Relax Total» del spa Aguas Claras incluye un circuito termal de 90 minutos, un masaje de 45 minutos y una infusión. "
    "Cuesta 75 € por persona de lunes a jueves y 85 € de viernes a domingo. "
    "Se prestan albornoz y zapatillas. No se admiten menores de 16 años."
)
CUMBRE = (
    "Los socios de Deportes Cumbre tienen un 10 % de descuento en todos los artículos sin rebajar. "
    "Los socios Oro, que pagan una cuota de 30 € al año, tienen un 20 %. "
    "Las bicicletas y las tarjetas regalo no tienen descuento. Hacerse socio básico es gratis."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-t26-001", "para.combine", "Si pido ahora por la mañana, ¿cuándo me llega y cuánto pago de envío?", "Si haces el pedido antes de la una de la tarde, te llega esa misma tarde, y si gastas 45 € o más, el envío te sale gratis.", RAPIDOYA, True),
    w.faith("es-t26-002", "para.except", "¿RápidoYa reparte los domingos?", "No, los domingos RápidoYa no reparte.", RAPIDOYA, True),
    w.faith("es-t26-003", "fmt.currency", "¿Cuánto cuesta el envío?", "El envío sale por 3 euros con 95 céntimos.", RAPIDOYA, True),
    w.faith("es-t26-004", "para.relative", "¿De quién es Mensajería Veloz?", "Mensajería Veloz, que Andrés Molina fundó en Sevilla en 2005, pasó a manos del grupo Transibérica en 2016.", VELOZ, True),
    w.faith("es-t26-005", "para.pronoun", "¿Cuánto cuesta un envío urgente?", "El envío urgente cuesta 9,50 €. Y lo recibes en 24 horas.", VELOZ, True),
    w.faith("es-t26-006", "para.passive", "¿Qué pasó con Mensajería Veloz en 2016?", "En 2016, Mensajería Veloz fue comprada por el grupo logístico Transibérica.", VELOZ, True),
    w.faith("es-t26-007", "para.combine", "¿Cuánto paga un niño de 8 años un miércoles?", "Los miércoles todas las entradas cuestan 5 €, así que el niño pagará 5 € en lugar de 6 €.", ALAMEDA, True),
    w.faith("es-t26-008", "para.relative", "¿Quién se libra del recargo del 3D?", "Los socios que tienen la Tarjeta Alameda no pagan el recargo de 1,50 € de las sesiones en 3D.", ALAMEDA, True),
    w.faith("es-t26-009", "para.relative", "¿Quién compró el Cine Capitol?", "El Cine Capitol, que se inauguró en 1948, lo adquirió en 2005 la productora de Lucía Ferrer.", CAPITOL, True),
    w.faith("es-t26-010", "para.pronoun", "¿Qué hizo la productora con el cine?", "La productora de Lucía Ferrer compró el Capitol en 2005. Después lo convirtió en una sala de versión original.", CAPITOL, True),
    w.faith("es-t26-011", "para.except", "¿El Capitol abre el día de Navidad?", "No, el 25 de diciembre el Capitol está cerrado.", CAPITOL, True),
    w.faith("es-t26-012", "para.combine", "¿Cuánto tarda un cambio de pantalla y tiene garantía?", "En una media hora tienes la pantalla nueva, y la reparación queda cubierta por una garantía de tres meses.", MOVILFIX, True),
    w.faith("es-t26-013", "fmt.period", "¿Cuánto dura la garantía de la pantalla?", "Cualquier reparación de pantalla está garantizada durante un trimestre.", MOVILFIX, True),
    w.faith("es-t26-014", "para.relative", "¿Quién repara las placas base en TecnoCel Bilbao?", "De las placas base se encarga Marta Ruiz, la técnica a la que Javier Ortega contrató en octubre de 2021.", TECNOCEL, True),
    w.faith("es-t26-015", "para.pronoun", "¿Quién lleva el taller de Bilbao?", "El encargado del taller es Javier Ortega. Él fue quien contrató a Marta Ruiz en octubre de 2021.", TECNOCEL, True),
    w.faith("es-t26-016", "para.combine", "¿Cada cuánto pasa el bus y cuánto dura la ruta?", "Sale un bus de Sol cada 12 minutos, y la ruta completa, con sus 16 paradas, dura una hora y tres cuartos.", BUS_MADRID, True),
    w.faith("es-t26-017", "para.relative", "¿Mi hija de 5 años tiene que pagar?", "No, los niños que tienen menos de 7 años viajan gratis.", BUS_MADRID, True),
    w.faith("es-t26-018", "para.relative", "¿A qué hora sale la ruta nocturna?", "La ruta nocturna, que Madrid Visión puso en marcha en 2014, sale a las diez y media de la noche desde la Plaza de España.", NOCTURNA, True),
    w.faith("es-t26-019", "para.pronoun", "¿Cómo consigo el billete de la ruta nocturna?", "El billete cuesta 20 €. Tienes que reservarlo como mínimo con un día de antelación.", NOCTURNA, True),
    w.faith("es-t26-020", "para.combine", "¿Cuánto cuesta Relax Total para dos personas un sábado?", "De viernes a domingo cuesta 85 € por persona, así que dos personas pagaríais 170 €.", AGUAS_CLARAS, True),
    w.faith("es-t26-021", "fmt.period", "¿Qué incluye Relax Total?", "Incluye hora y media de circuito termal, un masaje de tres cuartos de hora y una infusión.", AGUAS_CLARAS, True),
    w.faith("es-t26-022", "wrap.attribution", "¿Tengo que llevar albornoz? ¿Puede venir mi hijo de 14 años?", "Según el spa Aguas Claras, el albornoz y las zapatillas te los prestan allí, pero no se admite a menores de 16 años.", AGUAS_CLARAS, True),
    w.faith("es-t26-023", "para.relative", "¿Qué ventaja tiene ser socio Oro?", "Los clientes que pagan la cuota Oro de 30 € anuales tienen un 20 % de descuento en vez de un 10 %.", CUMBRE, True),
    w.faith("es-t26-024", "para.except", "¿Tengo descuento de socio en una bici?", "No; el descuento vale para todos los artículos sin rebajar menos las bicicletas y las tarjetas regalo.", CUMBRE, True),

    w.faith("es-t26-025", "added.fact", "¿Cuándo me llega el pedido?", "Los pedidos hechos antes de las 13:00 llegan esa misma tarde, y puedes pagar en efectivo al repartidor.", RAPIDOYA, False),
    w.faith("es-t26-026", "added.fact", "¿De quién es Mensajería Veloz?", "Mensajería Veloz, fundada por Andrés Molina en 2005, fue comprada por Transibérica en 2016 por 12 millones de euros.", VELOZ, False),
    w.faith("es-t26-027", "role.swap", "¿Qué pasó en 2016?", "En 2016, Mensajería Veloz compró el grupo logístico Transibérica.", VELOZ, False),
    w.faith("es-t26-028", "quantifier", "¿Los miércoles es más barato?", "Los miércoles solo las entradas infantiles cuestan 5 €.", ALAMEDA, False),
    w.faith("es-t26-029", "added.fact", "¿Qué ofertas hay los miércoles?", "Los miércoles todas las entradas cuestan 5 € y además incluyen un refresco pequeño.", ALAMEDA, False),
    w.faith("es-t26-030", "negation", "Con la Tarjeta Alameda, ¿pago el recargo del 3D?", "Sí, los socios de la Tarjeta Alameda también pagan el recargo de 1,50 € en las sesiones en 3D.", ALAMEDA, False),
    w.faith("es-t26-031", "added.fact", "¿Qué se sabe del Cine Capitol?", "El Capitol, inaugurado en 1948, lo compró la productora de Lucía Ferrer en 2005, y desde entonces acoge un festival de cine cada primavera.", CAPITOL, False),
    w.faith("es-t26-032", "value.number", "¿Cuántas butacas tiene la sala principal?", "La sala principal del Capitol tiene 800 butacas.", CAPITOL, False),
    w.faith("es-t26-033", "added.fact", "¿Cuánto cuesta cambiar la pantalla de un iPhone?", "El cambio de pantalla de un iPhone cuesta desde 99 € e incluye de regalo un protector de cristal templado.", MOVILFIX, False),
    w.faith("es-t26-034", "direction", "¿Cuánto se tarda en cambiar una pantalla?", "El cambio de pantalla de un iPhone lleva bastante más de una hora.", MOVILFIX, False),
    w.faith("es-t26-035", "role.swap", "¿Cómo llegó Marta Ruiz a TecnoCel?", "En octubre de 2021, Marta Ruiz contrató a Javier Ortega.", TECNOCEL, False),
    w.faith("es-t26-036", "modality", "¿Necesito cita para cambiar la batería?", "No hace falta: el cambio de batería se puede hacer sin cita, y cuesta 45 €.", TECNOCEL, False),
    w.faith("es-t26-037", "added.fact", "¿Qué incluye el billete de un día?", "El billete de un día cuesta 24 € para adultos e incluye la entrada al Palacio Real.", BUS_MADRID, False),
    w.faith("es-t26-038", "direction", "¿Qué niños viajan gratis en el bus turístico?", "Viajan gratis los niños mayores de 7 años.", BUS_MADRID, False),
    w.faith("es-t26-039", "added.fact", "¿Cómo es la ruta nocturna?", "La ruta nocturna sale a las 22:30 desde la Plaza de España y hace una parada para tomar chocolate con churros.", NOCTURNA, False),
    w.faith("es-t26-040", "value.date", "¿En qué meses funciona la ruta nocturna?", "La ruta nocturna funciona de mayo a octubre.", NOCTURNA, False),
    w.faith("es-t26-041", "added.fact", "¿Qué incluye Relax Total entre semana?", "De lunes a jueves Relax Total cuesta 75 € e incluye circuito termal, masaje, una infusión y acceso al gimnasio.", AGUAS_CLARAS, False),
    w.faith("es-t26-042", "antonym", "¿Es más caro el fin de semana?", "No, de viernes a domingo Relax Total sale más barato que entre semana.", AGUAS_CLARAS, False),
    w.faith("es-t26-043", "added.fact", "¿Cuánto cuesta hacerse socio?", "Hacerse socio básico es gratis y, además, los socios reciben un regalo por su cumpleaños.", CUMBRE, False),
    w.faith("es-t26-044", "value.currency", "¿Cuánto cuesta ser socio Oro?", "La cuota de socio Oro es de 30 dólares al año.", CUMBRE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t26-045", "correct.format", "¿A qué hora sale la ruta nocturna?", "A las diez y media de la noche.", "A las 22:30", True),
    w.correct("es-t26-046", "correct.wordy", "¿Quién fundó Mensajería Veloz?", "Mensajería Veloz la fundó Andrés Molina; fue él quien creó la empresa.", "Andrés Molina", True),
    w.correct("es-t26-047", "correct.format", "¿Cuánto dura la ruta completa del bus turístico de Madrid?", "105 minutos.", "1 hora y 45 minutos", True),
    w.correct("es-t26-048", "correct.wordy", "¿Cuántas butacas tiene la sala principal del Cine Capitol?", "La sala principal del Cine Capitol cuenta con un total de 600 butacas.", "600", True),
    w.correct("es-t26-049", "wrong.value", "¿Cuánto cuesta el billete de un día para adultos del bus turístico?", "Cuesta 21 €.", "24 €", False),
    w.correct("es-t26-050", "wrong.role", "¿A quién contrató Javier Ortega en 2021?", "Javier Ortega fue contratado por Marta Ruiz en 2021.", "A Marta Ruiz", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
