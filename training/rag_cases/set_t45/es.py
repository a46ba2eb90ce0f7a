"""Spanish cases of set t45: una panadería familiar de Alcalá de Henares y su horario, una
bodega de Haro y sus visitas, un taller de guitarras del Realejo granadino, un obrador de
turrón de Jijona, una almazara de Baeza y una pequeña fábrica de cerveza de Cangas de Onís."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

PANADERIA = (
    "La panadería Hermanos Castaño abrió en 1942 en la calle Mayor de Alcalá de Henares, fundada por los hermanos Julián y Tomás Castaño. "
    "En 1979 la heredó Carmen Castaño, hija de Julián, que añadió una pastelería al negocio. "
    "Hoy la dirige su hijo Alberto Ruiz Castaño. "
    "La barra de pan cuesta 1,10 € y la torrija 2,50 €."
)
HORARIO = (
    "La panadería abre de lunes a sábado de 7:30 a 20:30 y los domingos de 8:00 a 14:00. "
    "Los encargos de roscón de Reyes deben hacerse antes del 3 de enero. "
    "El roscón mediano, para seis personas, cuesta 22 €."
)
BODEGA = (
    "Bodegas Ezquerra, en Haro (La Rioja), fue fundada en 1890 por Manuel Ezquerra. "
    "Su bisnieta Isabel Ezquerra dirige la bodega desde 2008, y su marido, Íñigo Salazar, se encarga de la exportación. "
    "La familia cultiva 35 hectáreas de tempranillo y graciano, y elabora unas 200.000 botellas al año."
)
VISITAS = (
    "Las visitas guiadas a la bodega se hacen de martes a domingo a las 11:00 y a las 17:00. "
    "Duran una hora y media e incluyen la cata de tres vinos. "
    "El precio es de 20 € por persona; los menores de 18 años entran gratis, pero no participan en la cata. "
    "Es imprescindible reservar."
)
GUITARRAS = (
    "El taller de guitarras Montoya, en el barrio del Realejo de Granada, lo fundó en 1951 el luthier Antonio Montoya. "
    "Su aprendiz, Rafael Quesada, se quedó con el taller en 1988, cuando Montoya se jubiló. "
    "Cada guitarra de concierto lleva unas 200 horas de trabajo y cuesta desde 4.500 €."
)
TURRON = (
    "Turrones Llinares es un obrador familiar de Jijona fundado en 1915 por Vicente Llinares. "
    "Su nieto, Pepe Llinares, tomó las riendas en 1972, y desde 2019 lo gestionan sus hijas Marta y Lucía: Marta en producción y Lucía en ventas. "
    "La campaña fuerte va de octubre a diciembre, y la tienda cierra en julio y agosto. "
    "El turrón de Jijona cuesta 14 € la tableta de 300 g."
)
ALMAZARA = (
    "La almazara Cortés, en Baeza (Jaén), está en manos de la familia Cortés desde 1923. "
    "Desde 2015 la dirige Elena Cortés, que sustituyó a su tío Francisco. "
    "Muele unas 3.000 toneladas de aceituna por campaña, y la garrafa de 5 litros de aceite virgen extra cuesta 45 €."
)
CERVEZA = (
    "Cervezas Rañada, en Cangas de Onís, es una pequeña fábrica familiar que abrieron en 2011 los hermanos Diego y Sara Rañada. "
    "Diego elabora la cerveza y Sara lleva la distribución y el bar. "
    "Su cerveza roja tiene un 6 % de alcohol, y el bar abre de jueves a domingo a partir de las 18:00."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-t45-001", "para.combine", "¿Quién fundó la panadería Hermanos Castaño?", "Los hermanos Julián y Tomás Castaño la fundaron en 1942, y en 1979 pasó a Carmen, la hija de Julián.", PANADERIA, True),
    w.faith("es-t45-002", "para.relative", "¿Quién dirige hoy la panadería?", "La dirige Alberto Ruiz Castaño, que es hijo de Carmen Castaño.", PANADERIA, True),
    w.faith("es-t45-003", "fmt.currency", "¿Cuánto cuesta la barra de pan?", "La barra sale a un euro con diez céntimos.", PANADERIA, True),
    w.faith("es-t45-004", "para.passive", "¿Quién añadió la pastelería?", "La pastelería fue añadida por Carmen Castaño, que heredó el negocio en 1979.", PANADERIA, True),
    w.faith("es-t45-005", "fmt.time", "¿A qué hora cierra entre semana?", "De lunes a sábado cierra a las ocho y media de la tarde.", HORARIO, True),
    w.faith("es-t45-006", "fmt.date", "¿Hasta cuándo puedo encargar el roscón?", "Tiene que hacer el encargo antes del día tres de enero.", HORARIO, True),
    w.faith("es-t45-007", "fmt.number", "¿Para cuántos es el roscón mediano?", "El roscón mediano es para 6 personas y cuesta veintidós euros.", HORARIO, True),
    w.faith("es-t45-008", "para.synonym", "¿Quién dirige Bodegas Ezquerra?", "Al frente de la bodega está desde 2008 Isabel Ezquerra, bisnieta del fundador, Manuel Ezquerra.", BODEGA, True),
    w.faith("es-t45-009", "fmt.thousands", "¿Cuántas botellas elaboran al año?", "Elaboran alrededor de 200 mil botellas cada año.", BODEGA, True),
    w.faith("es-t45-010", "para.pronoun", "¿Qué hace Íñigo Salazar?", "Él, el marido de Isabel, se ocupa de la exportación.", BODEGA, True),
    w.faith("es-t45-011", "para.except", "¿Hay visitas los lunes?", "No, los lunes no hay visitas; el resto de la semana se hacen a las 11:00 y a las 17:00.", VISITAS, True),
    w.faith("es-t45-012", "fmt.unit", "¿Cuánto dura la visita?", "La visita dura 90 minutos e incluye la cata de tres vinos.", VISITAS, True),
    w.faith("es-t45-013", "fmt.time", "¿A qué hora es la visita de la tarde?", "La visita de la tarde es a las cinco.", VISITAS, True),
    w.faith("es-t45-014", "para.synonym", "¿Hay que reservar la visita?", "Sí, la reserva es obligatoria.", VISITAS, True),
    w.faith("es-t45-015", "para.reorder", "¿Quién fundó el taller de guitarras Montoya?", "En 1951 el luthier Antonio Montoya fundó el taller en el Realejo de Granada.", GUITARRAS, True),
    w.faith("es-t45-016", "para.combine", "¿Cuándo cambió de manos el taller?", "Cuando Antonio Montoya se jubiló en 1988, su aprendiz Rafael Quesada se quedó con el taller.", GUITARRAS, True),
    w.faith("es-t45-017", "fmt.currency", "¿Cuánto cuesta una guitarra de concierto?", "A partir de cuatro mil quinientos euros.", GUITARRAS, True),
    w.faith("es-t45-018", "para.nominal", "¿Quién fundó Turrones Llinares?", "La fundación del obrador, en 1915, se debe a Vicente Llinares.", TURRON, True),
    w.faith("es-t45-019", "para.combine", "¿Quién lleva hoy el obrador?", "Desde 2019 lo gestionan Marta y Lucía, hijas de Pepe Llinares: Marta se ocupa de la producción y Lucía de las ventas.", TURRON, True),
    w.faith("es-t45-020", "fmt.unit", "¿Cuánto pesa la tableta de turrón?", "La tableta de turrón de Jijona pesa 0,3 kg y cuesta 14 €.", TURRON, True),
    w.faith("es-t45-021", "para.synonym", "¿Puedo ir a la tienda en agosto?", "No, la tienda permanece cerrada en julio y agosto.", TURRON, True),
    w.faith("es-t45-022", "wrap.attribution", "¿Cuánto cuesta el aceite de la almazara?", "Según la almazara, la garrafa de 5 l de virgen extra cuesta 45 €.", ALMAZARA, True),
    w.faith("es-t45-023", "fmt.unit", "¿Cuánta aceituna muelen?", "Unos tres millones de kilos de aceituna por campaña.", ALMAZARA, True),
    w.faith("es-t45-024", "wrap.opener", "¿Cuándo abre el bar de Cervezas Rañada?", "¡Gracias por tu pregunta! El bar abre de jueves a domingo desde las seis de la tarde.", CERVEZA, True),
    w.faith("es-t45-025", "value.date", "¿Cuándo heredó Carmen la panadería?", "Carmen Castaño heredó la panadería en 1942 y le añadió una pastelería.", PANADERIA, False),
    w.faith("es-t45-026", "value.currency", "¿Cuánto cuesta la torrija?", "La torrija cuesta 1,10 €.", PANADERIA, False),
    w.faith("es-t45-027", "role.swap", "¿De quién es hija Carmen Castaño?", "Carmen Castaño es hija de Tomás Castaño, uno de los dos fundadores.", PANADERIA, False),
    w.faith("es-t45-028", "value.time", "¿Qué horario tiene los domingos?", "Los domingos abre de 8:00 a 16:00.", HORARIO, False),
    w.faith("es-t45-029", "value.except", "¿Qué día cierra la panadería?", "La panadería cierra los domingos; el resto de la semana abre de 7:30 a 20:30.", HORARIO, False),
    w.faith("es-t45-030", "role.swap", "¿Quién se encarga de la exportación?", "Isabel Ezquerra lleva la exportación, y su marido Íñigo Salazar dirige la bodega.", BODEGA, False),
    w.faith("es-t45-031", "value.number", "¿Cuántas hectáreas cultiva la familia?", "La familia cultiva 53 hectáreas de tempranillo y graciano.", BODEGA, False),
    w.faith("es-t45-032", "added.entity", "¿Qué uvas cultivan?", "Cultivan tempranillo, graciano y garnacha.", BODEGA, False),
    w.faith("es-t45-033", "value.except", "¿Qué días hay visitas?", "Las visitas se hacen de lunes a viernes a las 11:00 y a las 17:00.", VISITAS, False),
    w.faith("es-t45-034", "negation", "¿Pueden catar los menores?", "Sí, los menores de 18 años entran gratis y también participan en la cata.", VISITAS, False),
    w.faith("es-t45-035", "modality", "¿Es necesario reservar?", "Se recomienda reservar, aunque no es obligatorio.", VISITAS, False),
    w.faith("es-t45-036", "role.swap", "¿Quién se jubiló en 1988?", "En 1988 se jubiló Rafael Quesada y el taller pasó a su aprendiz, Antonio Montoya.", GUITARRAS, False),
    w.faith("es-t45-037", "direction", "¿Cuánto cuesta una guitarra de concierto?", "Una guitarra de concierto cuesta como máximo 4.500 €.", GUITARRAS, False),
    w.faith("es-t45-038", "value.date", "¿Cuándo tomó las riendas Pepe Llinares?", "Pepe Llinares tomó las riendas del obrador en 2019.", TURRON, False),
    w.faith("es-t45-039", "role.swap", "¿Quién lleva las ventas en Turrones Llinares?", "Marta se encarga de las ventas y Lucía de la producción.", TURRON, False),
    w.faith("es-t45-040", "added.fact", "¿Cuándo es la temporada alta del obrador?", "La campaña fuerte va de octubre a diciembre, cuando el obrador contrata a una veintena de temporeros.", TURRON, False),
    w.faith("es-t45-041", "antonym", "¿Qué es Cervezas Rañada?", "Es una gran fábrica familiar que los hermanos Diego y Sara Rañada abrieron en Cangas de Onís en 2011.", CERVEZA, False),
    w.faith("es-t45-042", "value.date", "¿Desde cuándo dirige Elena Cortés la almazara?", "Elena Cortés dirige la almazara desde 1923.", ALMAZARA, False),
    w.faith("es-t45-043", "role.swap", "¿Quién elabora la cerveza en Rañada?", "Sara Rañada elabora la cerveza, y su hermano Diego lleva la distribución y el bar.", CERVEZA, False),
    w.faith("es-t45-044", "value.unit", "¿Cuánto trabajo lleva una guitarra de concierto?", "Cada guitarra de concierto lleva unas 200 semanas de trabajo.", GUITARRAS, False),
]

CORRECTNESS = [
    w.correct("es-t45-045", "correct.wordy", "¿Quién fundó Bodegas Ezquerra?", "Bodegas Ezquerra, en Haro, fue fundada en el año 1890 por Manuel Ezquerra.", "Manuel Ezquerra", True),
    w.correct("es-t45-046", "correct.format", "¿Cuánto cuesta el roscón mediano de la panadería Castaño?", "Veintidós euros.", "22 €", True),
    w.correct("es-t45-047", "correct.short", "¿Quién se quedó con el taller de Antonio Montoya?", "Rafael Quesada.", "Su aprendiz Rafael Quesada se quedó con el taller en 1988.", True),
    w.correct("es-t45-048", "correct.format", "¿Cuánto cuesta la garrafa de aceite de la almazara Cortés?", "Cuarenta y cinco euros la garrafa de cinco litros.", "45 € (garrafa de 5 l)", True),
    w.correct("es-t45-049", "wrong.value", "¿En qué año se fundó Turrones Llinares?", "En 1951.", "En 1915", False),
    w.correct("es-t45-050", "wrong.role", "¿Quién elabora la cerveza en Cervezas Rañada?", "Sara Rañada.", "Diego Rañada", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
