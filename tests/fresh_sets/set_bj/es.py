"""Spanish cases of set BJ: a software subscription plan, a botanical garden, a passport office,
a cooking class, a parking garage, a youth orchestra, an airline's baggage policy, a laundry
service, a bowling alley and a mountain hut."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

SOFTWARE = "El plan Equipo de Nubedoc cuesta 10 € por usuario al mes, o 100 € por usuario al año con pago anual. Cada espacio de trabajo incluye 300 GB de almacenamiento y conserva el historial de versiones durante 30 días. Los equipos de hasta 15 usuarios pueden contratarlo en línea; las organizaciones más grandes deben ponerse en contacto con el equipo comercial. La suscripción se puede cancelar en cualquier momento, pero los planes anuales no se reembolsan pasados los primeros 10 días."
GARDEN = "El Jardín Botánico La Alameda abre todos los días de 10:00 a 20:00, excepto el 25 de diciembre. La entrada general cuesta 6 € y la reducida, para estudiantes y mayores de 65 años, 3 €; los menores de 8 años entran gratis. El invernadero de cactus reúne más de 1.300 especies y se mantiene a 30 °C. Está prohibido entrar con perros, salvo perros de asistencia."
PASSPORT = "La oficina de pasaportes de la Comisaría Centro de Sevilla, capital de Andalucía, atiende de lunes a viernes de 9:00 a 14:00, y los martes y jueves también de 16:00 a 19:00. Es imprescindible pedir cita previa por internet. La tasa del pasaporte es de 30 €. El pasaporte ordinario está listo en unos 15 días; el urgente, en 48 horas, con un recargo de 20 €. Los menores de 14 años deben ir acompañados de su padre, madre o tutor."
COOKING = "El taller de paella de la escuela Sal y Azafrán se celebra cada domingo de 11:00 a 14:30. Cuesta 65 € por persona e incluye los ingredientes, el delantal y la comida posterior. Cada grupo admite como máximo 12 alumnos. Lo imparte la chef Carmen Roldán, con la ayuda de su hijo Javier. Las cancelaciones con menos de 72 horas de antelación no se reembolsan."
PARKING = "El aparcamiento Plaza Mayor tiene 380 plazas repartidas en tres sótanos y abre de 7:00 a 1:00. Los primeros 10 minutos son gratis; después, cada minuto cuesta 0,04 €, con un máximo de 22 € al día. El abono mensual cuesta 120 €. Los puntos de recarga para coches eléctricos están en la planta -2, y no pueden entrar vehículos de más de 1,95 m de altura."
ORCHESTRA = "La Joven Orquesta de Castilla admite a músicos de entre 12 y 22 años. Los ensayos son todos los viernes de 17:30 a 20:30 en el auditorio del Conservatorio Profesional. La orquesta fue fundada en 1994 por la directora Pilar Sanz, y desde 2020 la dirige Álvaro Méndez. La cuota es de 200 € por curso, y las audiciones para nuevos miembros se celebrarán el 19 de octubre de 2024."
BAGGAGE = "En los vuelos internacionales de Iberalia, los pasajeros de clase turista pueden facturar gratis una maleta de hasta 23 kg. Cada maleta adicional cuesta 65 €. El equipaje de mano no puede superar los 10 kg. En los vuelos a EE. UU., las maletas facturadas solo pueden cerrarse con candados homologados por la TSA. El material deportivo, como una bicicleta o unos esquís, cuenta como una maleta facturada."
LAUNDRY = "La lavandería La Burbuja lava, seca y dobla la ropa por 3,50 € el kilo, con un mínimo de 4 kilos. La ropa entregada antes de las 10:00 está lista el mismo día a partir de las 19:00. La limpieza en seco tarda cuatro días laborables. La recogida y entrega a domicilio es gratuita en pedidos de más de 25 €, dentro de un radio de 3 km. La lavandería abre todos los días menos el domingo."
BOWLING = "La bolera Strike Sur tiene 20 pistas y abre todos los días de 16:00 a 0:00; los viernes y sábados cierra a las 2:00. La partida cuesta 5 € por persona y el alquiler de zapatos, 1,50 €. Los miércoles, todas las partidas cuestan la mitad. Los menores de 12 años deben ir acompañados de un adulto. La fundó Manuel Ortega en 1989, y desde 2015 la gestiona su hija Lucía."
HUT = "El refugio Collado Blanco, situado a 2.150 m de altitud en el Pirineo aragonés, está guardado del 1 de junio al 15 de octubre. La noche en litera cuesta 19 € para federados y 38 € para no federados. Es obligatorio llevar saco sábana; las mantas las pone el refugio. Los grupos de más de ocho personas deben reservar con antelación. Se llega en unas tres horas a pie desde la pradera de Ordesa."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-bj-001", "para.reorder", "¿Dónde se cargan los coches eléctricos en el aparcamiento Plaza Mayor?", "En la planta -2 están los puntos de recarga para coches eléctricos.", PARKING, True),
    w.faith("es-bj-002", "para.passive", "¿Quién fundó la Joven Orquesta de Castilla?", "La directora Pilar Sanz fundó la orquesta en 1994.", ORCHESTRA, True),
    w.faith("es-bj-003", "para.synonym", "¿Tengo que llevar manta al refugio Collado Blanco?", "No, el refugio facilita las mantas.", HUT, True),
    w.faith("es-bj-004", "para.nominal", "¿Me devuelven el dinero si cancelo el taller de paella el sábado?", "No, no hay reembolso para las cancelaciones hechas con menos de 72 horas de antelación.", COOKING, True),
    w.faith("es-bj-005", "para.capital", "¿En qué ciudad está la oficina de pasaportes?", "Está en Sevilla, la capital andaluza, en la Comisaría Centro.", PASSPORT, True),
    w.faith("es-bj-006", "para.pronoun", "¿Quién gestiona hoy la bolera Strike Sur?", "Lucía, la hija del fundador, Manuel Ortega. La gestiona desde 2015.", BOWLING, True),
    w.faith("es-bj-007", "para.relative", "¿Cuántas especies hay en el invernadero de cactus?", "El invernadero de cactus, que se mantiene a 30 °C, reúne más de 1.300 especies.", GARDEN, True),
    w.faith("es-bj-008", "para.part", "¿Cuánto almacenamiento incluye el plan Equipo de Nubedoc?", "Cada espacio de trabajo incluye 300 GB de almacenamiento.", SOFTWARE, True),
    w.faith("es-bj-009", "para.combine", "¿Cuánto cuesta facturar equipaje en un vuelo internacional de Iberalia?", "En clase turista, una maleta de hasta 23 kg va gratis y cada maleta adicional cuesta 65 €.", BAGGAGE, True),
    w.faith("es-bj-010", "fmt.number", "¿Cuántos alumnos caben en el taller de paella?", "Como máximo doce alumnos por grupo.", COOKING, True),
    w.faith("es-bj-011", "fmt.thousands", "¿A qué altitud está el refugio Collado Blanco?", "Está a 2150 m de altitud, en el Pirineo aragonés.", HUT, True),
    w.faith("es-bj-012", "fmt.scale", "¿Cuánto puede pesar el equipaje de mano en Iberalia?", "No puede superar los 10.000 gramos.", BAGGAGE, True),
    w.faith("es-bj-013", "fmt.date", "¿Cuándo son las audiciones de la Joven Orquesta de Castilla?", "Se celebrarán el 19/10/2024.", ORCHESTRA, True),
    w.faith("es-bj-014", "fmt.time", "Si dejo la ropa a las 9 de la mañana, ¿cuándo la puedo recoger?", "Estará lista ese mismo día a partir de las siete de la tarde.", LAUNDRY, True),
    w.faith("es-bj-015", "fmt.unit", "¿Hasta dónde recoge la ropa La Burbuja?", "Dentro de un radio de 3 kilómetros, y es gratis en pedidos de más de 25 €.", LAUNDRY, True),
    w.faith("es-bj-016", "fmt.abbrev", "¿Puedo cerrar la maleta con candado en un vuelo a Miami?", "En los vuelos a Estados Unidos, las maletas facturadas solo pueden cerrarse con candados homologados por la TSA.", BAGGAGE, True),
    w.faith("es-bj-017", "fmt.currency", "¿Cuánto cuesta cada minuto en el aparcamiento Plaza Mayor?", "Pasados los 10 primeros minutos gratis, cada minuto cuesta 4 céntimos.", PARKING, True),
    w.faith("es-bj-018", "fmt.range", "¿Cuánto puede costar un día entero en el aparcamiento Plaza Mayor?", "Nunca se pagan más de 22 € en un día.", PARKING, True),
    w.faith("es-bj-019", "fmt.period", "¿Cuánto tarda el pasaporte urgente?", "Está listo en dos días, con un recargo de 20 €.", PASSPORT, True),
    w.faith("es-bj-020", "fmt.share", "¿Hay algún día más barato en la bolera Strike Sur?", "Sí, los miércoles todas las partidas tienen un 50 % de descuento.", BOWLING, True),
    w.faith("es-bj-021", "para.except", "¿Abre la lavandería La Burbuja los domingos?", "No, los domingos está cerrada.", LAUNDRY, True),
    w.faith("es-bj-022", "wrap.opener", "¿Cuánto cuesta el plan Equipo de Nubedoc?", "¡Claro! Cuesta 10 € por usuario al mes, o 100 € por usuario al año si pagas anualmente.", SOFTWARE, True),
    w.faith("es-bj-023", "wrap.closer", "¿Cuánto se tarda en llegar al refugio Collado Blanco?", "Desde la pradera de Ordesa se tarda unas tres horas a pie. ¡Espero que te sirva!", HUT, True),
    w.faith("es-bj-024", "wrap.attribution", "¿Los menores pagan entrada en el Jardín Botánico La Alameda?", "Según el documento, los menores de 8 años entran gratis.", GARDEN, True),
    w.faith("es-bj-025", "wrap.hedge", "¿Cuándo es el taller de paella?", "Creo que el taller es los domingos de 11:00 a 14:30.", COOKING, True),
    w.faith("es-bj-026", "wrap.question", "¿Cuánto cuesta sacarse el pasaporte en Sevilla?", "La tasa del pasaporte es de 30 €. ¿Quieres que te diga también el horario de la oficina?", PASSPORT, True),
    w.faith("es-bj-027", "value.number", "¿Cuántas pistas tiene la bolera Strike Sur?", "La bolera tiene 24 pistas.", BOWLING, False),
    w.faith("es-bj-028", "value.date", "¿Cuándo son las audiciones de la orquesta?", "Las audiciones para nuevos miembros se celebrarán el 19 de noviembre de 2024.", ORCHESTRA, False),
    w.faith("es-bj-029", "value.time", "¿La oficina de pasaportes abre por la tarde?", "Sí, los martes y jueves también atiende de 16:00 a 20:00.", PASSPORT, False),
    w.faith("es-bj-030", "value.unit", "¿Cuánto cuesta el plan Equipo con pago anual?", "Con pago anual cuesta 100 € por usuario al mes.", SOFTWARE, False),
    w.faith("es-bj-031", "value.currency", "¿Cuánto cuesta la entrada general al Jardín Botánico La Alameda?", "La entrada general cuesta 8 €.", GARDEN, False),
    w.faith("es-bj-032", "role.swap", "¿Quién imparte el taller de paella?", "Lo imparte Javier, con la ayuda de su madre, la chef Carmen Roldán.", COOKING, False),
    w.faith("es-bj-033", "negation", "Si cancelo el plan anual a los dos meses, ¿me devuelven el dinero?", "Sí, los planes anuales se reembolsan aunque hayan pasado los primeros 10 días.", SOFTWARE, False),
    w.faith("es-bj-034", "antonym", "¿La Burbuja recoge la ropa a domicilio?", "Sí, aunque la recogida y entrega a domicilio se cobra aparte en los pedidos de más de 25 €.", LAUNDRY, False),
    w.faith("es-bj-035", "modality", "¿Hace falta saco sábana en el refugio Collado Blanco?", "Llevar saco sábana es recomendable, pero no obligatorio.", HUT, False),
    w.faith("es-bj-036", "quantifier", "¿Dónde puedo cargar mi coche eléctrico en el aparcamiento Plaza Mayor?", "Hay puntos de recarga en todas las plantas.", PARKING, False),
    w.faith("es-bj-037", "value.except", "¿Puedo entrar al jardín botánico con mi perro de asistencia?", "No, los perros de asistencia tampoco pueden entrar.", GARDEN, False),
    w.faith("es-bj-038", "direction", "¿Pueden jugar solos los niños en la bolera Strike Sur?", "Los mayores de 12 años deben ir acompañados de un adulto.", BOWLING, False),
    w.faith("es-bj-039", "added.fact", "¿Cuánto cuesta el abono mensual del aparcamiento Plaza Mayor?", "El abono mensual cuesta 120 € e incluye una plaza reservada.", PARKING, False),
    w.faith("es-bj-040", "added.entity", "¿Cuándo está guardado el refugio Collado Blanco?", "El refugio, gestionado por la Federación Aragonesa de Montañismo, está guardado del 1 de junio al 15 de octubre.", HUT, False),
    w.faith("es-bj-041", "mixed", "¿Puedo llevar mi bicicleta en un vuelo de Iberalia?", "Sí, cuenta como una maleta facturada, y tiene que ir embalada en una caja de cartón.", BAGGAGE, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-bj-042", "refusal.plain", "¿El refugio Collado Blanco tiene duchas?", "Lo siento, no tengo esa información.", HUT, True),
    w.refusal("es-bj-043", "refusal.context", "¿Hay descuento para estudiantes en el plan Equipo de Nubedoc?", "Los documentos proporcionados no dicen nada sobre descuentos para estudiantes, así que no puedo responder.", SOFTWARE, True),
    w.refusal("es-bj-044", "refusal.short", "¿La bolera Strike Sur tiene aparcamiento?", "Ni idea.", BOWLING, True),
    w.refusal("es-bj-045", "refusal.hedged", "¿A qué hora empieza el taller de paella?", "No estoy del todo seguro, pero creo que empieza a las 11 de la mañana.", COOKING, False),
    w.refusal("es-bj-046", "refusal.partial", "¿Cuánto cuesta aparcar una moto y un coche en el aparcamiento Plaza Mayor?", "Los documentos no mencionan las motos; en general, los primeros 10 minutos son gratis y después cada minuto cuesta 0,04 €.", PARKING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-bj-047", "correct.wordy", "¿Quién fundó la Joven Orquesta de Castilla?", "La Joven Orquesta de Castilla la fundó en 1994 la directora de orquesta Pilar Sanz.", "La directora Pilar Sanz.", True),
    w.correct("es-bj-048", "correct.short", "¿Cuánto tarda un pasaporte urgente en Sevilla?", "48 horas.", "El pasaporte urgente está listo en 48 horas, con un recargo de 20 € sobre la tasa.", True),
    w.correct("es-bj-049", "correct.format", "¿Cuánto puede pesar como máximo el equipaje de mano en Iberalia?", "Diez kilos como mucho.", "10 kg.", True),
    w.correct("es-bj-050", "wrong.value", "¿Cuánto cuesta el abono mensual del aparcamiento Plaza Mayor?", "El abono mensual cuesta 100 €.", "120 €.", False),
    w.correct("es-bj-051", "wrong.echo", "¿En qué planta del aparcamiento Plaza Mayor están los puntos de recarga?", "Los puntos de recarga del aparcamiento Plaza Mayor están en la planta -3.", "En la planta -2.", False),
    w.correct("es-bj-052", "wrong.role", "¿Quién fundó la bolera Strike Sur y quién la gestiona hoy?", "La fundó Lucía Ortega, y hoy la gestiona su padre, Manuel.", "La fundó Manuel Ortega; hoy la gestiona su hija Lucía.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-bj-053", "relevant.direct", "¿Qué día cierra la lavandería La Burbuja?", "Los domingos.", LAUNDRY, True),
    w.relevant("es-bj-054", "relevant.yesno", "¿Puedo entrar con mi perro en el Jardín Botánico La Alameda?", "No, salvo que sea un perro de asistencia.", GARDEN, True),
    w.relevant("es-bj-055", "relevant.direct", "¿Cuánto se tarda en subir al refugio Collado Blanco?", "Unas tres horas a pie desde la pradera de Ordesa.", HUT, True),
    w.relevant("es-bj-056", "offtopic.true", "¿Cuándo ensaya la Joven Orquesta de Castilla?", "La cuota es de 200 € por curso.", ORCHESTRA, False),
    w.relevant("es-bj-057", "offtopic.other", "¿Cuánto cuesta la limpieza en seco en La Burbuja?", "La limpieza en seco tarda cuatro días laborables.", LAUNDRY, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-bj-058", "diag.pass", "¿Cuánto cuesta el taller de paella?", "65 € por persona, con los ingredientes, el delantal y la comida incluidos.", {"cooking-01": COOKING, "bowling-01": BOWLING}, ("cooking-01",), "pass"),
    w.diag("es-bj-059", "diag.offtopic", "¿Cuánto es lo máximo que se paga al día en el aparcamiento Plaza Mayor?", "Los puntos de recarga para coches eléctricos están en la planta -2.", {"parking-01": PARKING, "laundry-01": LAUNDRY}, ("parking-01",), "fix_generation"),
    w.diag("es-bj-060", "diag.unfaithful", "¿Cuánto es el recargo del pasaporte urgente?", "El recargo del pasaporte urgente es de 50 €.", {"passport-01": PASSPORT, "software-01": SOFTWARE}, ("passport-01",), "fix_generation"),
    w.diag("es-bj-061", "diag.refused", "¿Cuánto cuesta una maleta adicional en Iberalia?", "Lo siento, no encuentro esa información en los documentos.", {"baggage-01": BAGGAGE, "hut-01": HUT}, ("baggage-01",), "fix_generation"),
    w.diag("es-bj-062", "diag.missed", "¿Cuál es el pedido mínimo en la lavandería La Burbuja?", "No lo sé.", {"garden-01": GARDEN, "orchestra-01": ORCHESTRA}, ("laundry-01",), "fix_retrieval"),
    w.diag("es-bj-063", "diag.correct_refusal", "¿Cuál es la contraseña del wifi del Jardín Botánico La Alameda?", "Lo siento, los documentos no incluyen ese dato.", {"garden-01": GARDEN, "software-01": SOFTWARE}, (), "correct_refusal"),
    w.diag("es-bj-064", "diag.should_refuse", "¿Quién diseñó el invernadero de cactus del Jardín Botánico La Alameda?", "El invernadero lo diseñó el arquitecto Tomás Arrieta en 1982.", {"garden-01": GARDEN, "hut-01": HUT}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
