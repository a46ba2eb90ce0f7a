"""Spanish cases of set t39: un planetario, una granja escuela (comida y cuidadores), una
piscina municipal con sus calles y tarifas, el alquiler de un salón parroquial, los repartos
de una tienda de pueblo y un festival de observación de estrellas con su acampada."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

PLANET = (
    "El Planetario de Alcor proyecta el espectáculo «Viaje a los anillos» los sábados y domingos a las 12:00 y a las 18:00. "
    "La sesión dura una hora y la presenta el divulgador Andrés Ibáñez. "
    "La entrada general cuesta 6 € y la reducida, para menores de 14 años y jubilados, 4 €. "
    "No se permite la entrada una vez empezada la proyección."
)
FARM_FEED = (
    "En la granja escuela El Encinar, los visitantes pueden dar de comer a las cabras y a los burros, pero solo con el pienso que se vende en la taquilla, a 2 € la bolsa. "
    "Está prohibido alimentar a los conejos. "
    "La granja abre todos los días menos los lunes, de 10:00 a 17:00."
)
FARM_TEAM = (
    "La cuidadora Lucía Romero enseña a los voluntarios nuevos y, los domingos a las 12:30, ofrece una charla de 20 minutos sobre los burros. "
    "La burra Canela llegó a la granja en 2018, regalada por la familia Sanz. "
    "Los grupos de más de 20 personas deben reservar con diez días de antelación."
)
POOL_LANES = (
    "En la piscina municipal de San Roque, las calles 1 y 2 son para nadadores rápidos, la 3 para ritmo medio y la 4 para nadadores lentos. "
    "En todas las calles se nada por la derecha y solo se adelanta en la pared. "
    "Los martes de 19:00 a 20:00, el club de natación ocupa las calles 1 y 2."
)
POOL_RULES = (
    "La entrada individual cuesta 3,80 € y el bono de 10 baños, 32 €. "
    "El socorrista Javier Molina vigila el turno de mañana, de 7:00 a 9:00, de lunes a viernes. "
    "El gorro es obligatorio y hay que ducharse antes de entrar al agua."
)
HALL = (
    "El salón parroquial de Santa Ana se alquila por 18 € la hora, con un mínimo de dos horas. "
    "Las reservas las gestiona la secretaria de la parroquia, Pilar Castro, que cobra una fianza de 60 € que se devuelve al entregar las llaves. "
    "El equipo de sonido solo lo maneja el sacristán, Ramón Gil. "
    "La música debe terminar a las 23:00."
)
SHOP_ROUNDS = (
    "La tienda de ultramarinos de Valdemora reparte a los cortijos de la zona los miércoles y los sábados. "
    "Los pedidos se hacen por teléfono hasta las 19:00 del día anterior. "
    "El reparto es gratis en compras de más de 25 €; si no, cuesta 1,50 €."
)
SHOP_TEAM = (
    "El reparto de los miércoles lo hace el sobrino de la dueña, Diego Ortega, y el de los sábados, la propia dueña, Carmen Ortega. "
    "Se puede pagar en efectivo o con Bizum. "
    "Las bombonas de butano no se reparten."
)
FEST_PROG = (
    "El festival Cielos de Gredos se celebra del 25 al 27 de julio en el paraje de La Covacha. "
    "La noche del viernes, la astrofísica Marta Villalba dará una charla sobre nebulosas, presentada por el director del festival, Óscar Rey. "
    "La entrada al recinto es gratuita, pero las sesiones de telescopio cuestan 3 €."
)
FEST_CAMP = (
    "Acampar cuesta 8 € por noche y tienda. "
    "A partir de las 22:30 hay que apagar toda luz blanca, y en el punto de información se regalan linternas rojas. "
    "No se permite hacer fuego."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-t39-001", "para.combine", "¿Qué es «Viaje a los anillos»?", "Es un espectáculo de una hora que presenta Andrés Ibáñez y que se proyecta los fines de semana a mediodía y a las seis de la tarde.", PLANET, True),
    w.faith("es-t39-002", "fmt.period", "¿Cuánto dura la sesión?", "La sesión dura sesenta minutos.", PLANET, True),
    w.faith("es-t39-003", "para.synonym", "¿Puedo entrar si llego tarde?", "No, cuando la proyección ya ha comenzado no se deja pasar a nadie.", PLANET, True),
    w.faith("es-t39-004", "value.currency", "¿Cuánto cuesta la entrada reducida?", "La reducida sale por 5 €.", PLANET, False),
    w.faith("es-t39-005", "added.fact", "¿Quién presenta el espectáculo?", "El divulgador Andrés Ibáñez, que además es el director del planetario.", PLANET, False),
    w.faith("es-t39-006", "para.except", "¿Qué día cierra la granja?", "Los lunes está cerrada; el resto de la semana abre de diez de la mañana a cinco de la tarde.", FARM_FEED, True),
    w.faith("es-t39-007", "para.synonym", "¿Podemos traer comida para los animales?", "No, a las cabras y a los burros únicamente se les puede dar el pienso que venden en taquilla.", FARM_FEED, True),
    w.faith("es-t39-008", "negation", "¿Y a los conejos se les puede dar de comer?", "Sí, los conejos también pueden comer el pienso de la taquilla.", FARM_FEED, False),
    w.faith("es-t39-009", "fmt.currency", "¿Cuánto vale el pienso?", "Dos euros cada bolsa.", FARM_FEED, True),
    w.faith("es-t39-010", "value.except", "¿Qué día descansa la granja?", "Abre a diario salvo los martes.", FARM_FEED, False),
    w.faith("es-t39-011", "para.pronoun", "¿Quién da la charla de los burros?", "Lucía Romero, la cuidadora; ella es también quien forma a los voluntarios nuevos.", FARM_TEAM, True),
    w.faith("es-t39-012", "role.swap", "¿Qué relación tiene Canela con la familia Sanz?", "Canela es la burra que la granja le regaló a la familia Sanz en 2018.", FARM_TEAM, False),
    w.faith("es-t39-013", "para.passive", "¿De dónde viene Canela?", "Se la regaló a la granja la familia Sanz en 2018.", FARM_TEAM, True),
    w.faith("es-t39-014", "fmt.number", "¿Con cuánta antelación tienen que reservar los grupos?", "Si sois más de veinte, hay que reservar con diez días de adelanto.", FARM_TEAM, True),
    w.faith("es-t39-015", "quantifier", "¿Hay que reservar?", "Todos los visitantes tienen que reservar con diez días de antelación.", FARM_TEAM, False),
    w.faith("es-t39-016", "added.fact", "¿Cuándo es la charla de los burros?", "Los domingos a las 12:30; dura 20 minutos y es gratuita.", FARM_TEAM, False),
    w.faith("es-t39-017", "fmt.time", "¿A qué hora es la charla?", "Los domingos a las doce y media, y dura veinte minutos.", FARM_TEAM, True),
    w.faith("es-t39-018", "para.synonym", "Nado despacio, ¿qué calle uso?", "La calle 4, pensada para quienes nadan lento.", POOL_LANES, True),
    w.faith("es-t39-019", "para.combine", "¿Qué pasa los martes por la tarde?", "De siete a ocho, el club de natación se queda con las dos calles rápidas, la 1 y la 2.", POOL_LANES, True),
    w.faith("es-t39-020", "direction", "¿Cómo se nada en las calles?", "Siempre por la izquierda, y solo se adelanta en la pared.", POOL_LANES, False),
    w.faith("es-t39-021", "antonym", "¿Para quién es la calle 4?", "La calle 4 está reservada a los nadadores más rápidos.", POOL_LANES, False),
    w.faith("es-t39-022", "added.fact", "¿Cuándo entrena el club?", "Los martes de 19:00 a 20:00 en las calles 1 y 2, y cualquiera puede unirse gratis.", POOL_LANES, False),
    w.faith("es-t39-023", "para.relative", "¿Quién vigila por la mañana?", "Javier Molina es el socorrista que se encarga del turno de mañana, de 7 a 9, entre semana.", POOL_RULES, True),
    w.faith("es-t39-024", "fmt.currency", "¿Cuánto cuesta el bono?", "El bono de diez baños sale por treinta y dos euros.", POOL_RULES, True),
    w.faith("es-t39-025", "modality", "¿Es obligatorio el gorro?", "Se recomienda llevar gorro, pero no es obligatorio.", POOL_RULES, False),
    w.faith("es-t39-026", "value.time", "¿Hasta qué hora es el turno de mañana?", "El turno de mañana va de 7:00 a 10:00.", POOL_RULES, False),
    w.faith("es-t39-027", "para.combine", "¿Qué condiciones tiene el alquiler del salón?", "Son 18 € por hora con un mínimo de dos horas, y la música tiene que acabar a las once de la noche.", HALL, True),
    w.faith("es-t39-028", "para.pronoun", "¿Con quién hago la reserva?", "Con Pilar Castro, la secretaria parroquial; ella también cobra la fianza de 60 €, que se devuelve al entregar las llaves.", HALL, True),
    w.faith("es-t39-029", "role.swap", "¿Quién maneja el equipo de sonido?", "Lo maneja la secretaria, Pilar Castro, y el sacristán Ramón Gil se ocupa de las reservas.", HALL, False),
    w.faith("es-t39-030", "added.fact", "¿Hay fianza?", "Sí, 60 €, que se pagan en efectivo y se devuelven al entregar las llaves.", HALL, False),
    w.faith("es-t39-031", "para.passive", "¿Quién se encarga del equipo de sonido?", "El equipo de sonido es manejado únicamente por el sacristán, Ramón Gil.", HALL, True),
    w.faith("es-t39-032", "para.combine", "¿Quién reparte los sábados y hasta cuándo puedo pedir?", "Los sábados reparte la propia dueña, Carmen Ortega, y el pedido hay que hacerlo por teléfono como tarde a las siete de la tarde del día anterior.", (SHOP_ROUNDS, SHOP_TEAM), True),
    w.faith("es-t39-033", "direction", "¿El reparto es gratis?", "Es gratis en compras de menos de 25 €; a partir de ahí cuesta 1,50 €.", SHOP_ROUNDS, False),
    w.faith("es-t39-034", "fmt.time", "¿Hasta qué hora se puede pedir?", "Hasta las 7 de la tarde del día antes, llamando por teléfono.", SHOP_ROUNDS, True),
    w.faith("es-t39-035", "para.synonym", "¿Qué días reparten?", "La tienda lleva los pedidos a los cortijos cercanos cada miércoles y cada sábado.", SHOP_ROUNDS, True),
    w.faith("es-t39-036", "role.swap", "¿Quién reparte los miércoles?", "Los miércoles sale a repartir la dueña, Carmen Ortega, y los sábados su sobrino Diego.", SHOP_TEAM, False),
    w.faith("es-t39-037", "para.pronoun", "¿Quién es Diego Ortega?", "Es el sobrino de la dueña; él se encarga del reparto de los miércoles.", SHOP_TEAM, True),
    w.faith("es-t39-038", "added.fact", "¿Cómo se paga?", "En efectivo, con Bizum o con tarjeta.", SHOP_TEAM, False),
    w.faith("es-t39-039", "fmt.date", "¿Cuándo es el festival?", "Del 25/07 al 27/07, en La Covacha.", FEST_PROG, True),
    w.faith("es-t39-040", "role.swap", "¿Quién da la charla del viernes?", "Óscar Rey habla sobre nebulosas y Marta Villalba se encarga de presentarlo.", FEST_PROG, False),
    w.faith("es-t39-041", "wrap.attribution", "¿Hay que pagar para entrar?", "Según el programa, entrar al recinto no cuesta nada, aunque las sesiones de telescopio valen 3 €.", FEST_PROG, True),
    w.faith("es-t39-042", "added.entity", "¿Qué hay el viernes por la noche?", "Una charla sobre nebulosas de Marta Villalba y el fotógrafo Raúl Peña, presentada por Óscar Rey.", FEST_PROG, False),
    w.faith("es-t39-043", "wrap.opener", "¿Tengo que llevar linterna roja?", "¡Buena pregunta! En el punto de información las regalan.", FEST_CAMP, True),
    w.faith("es-t39-044", "added.fact", "¿Cuándo hay que apagar las luces blancas?", "Desde las diez y media de la noche hay que apagar toda luz blanca, y quien no lo haga tendrá que abandonar el recinto.", FEST_CAMP, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-t39-045", "correct.wordy", "¿Quién presenta «Viaje a los anillos»?", "El espectáculo lo presenta en cada sesión el divulgador Andrés Ibáñez.", "Andrés Ibáñez", True),
    w.correct("es-t39-046", "correct.format", "¿Cuánto cuesta el bono de 10 baños?", "Treinta y dos euros.", "32 €", True),
    w.correct("es-t39-047", "correct.format", "¿Cuándo se celebra el festival Cielos de Gredos?", "25–27/07", "del 25 al 27 de julio", True),
    w.correct("es-t39-048", "correct.wordy", "¿Quién reparte los miércoles?", "Los miércoles el reparto lo hace Diego Ortega, el sobrino de la dueña de la tienda.", "Diego Ortega", True),
    w.correct("es-t39-049", "wrong.value", "¿Cuánto es la fianza del salón parroquial?", "La fianza es de 100 €.", "60 €", False),
    w.correct("es-t39-050", "wrong.role", "¿Quién da la charla sobre nebulosas?", "El director del festival, Óscar Rey.", "la astrofísica Marta Villalba", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
