"""Spanish cases of fresh set br: a tailor (Sastrería Olmedo), an escape room (La Llave
Maestra), a residents' parking permit office (Oficina del Distintivo de Residente de
Salamanca), a music festival (Brisa del Sur), a dog grooming salon (Guau Guapo), a car
wash (Lavadero Espuma Azul), an observatory (Observatorio de La Atalaya), a mobile phone
plan (Onda Móvil Conecta 50), a community garden (Huerto comunitario La Alegría) and a
hot-air balloon ride (Globos Sierra Azul)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

TAILOR = (
    "La Sastrería Olmedo, en la calle Mayor 31 de Zaragoza, la dirige la maestra sastre Pilar Olmedo; su sobrino Diego Fuentes se encarga de las pruebas y los arreglos. "
    "Cogerle el bajo a un pantalón cuesta 10 €, y cambiar una cremallera, 16 €. "
    "Un traje a medida cuesta desde 780 € y tarda cinco semanas, con dos pruebas incluidas en el precio. "
    "Los arreglos están listos en 4 días laborables, salvo los trajes de novia, que necesitan al menos 10 días laborables. "
    "La sastrería abre de martes a sábado, de 10:00 a 14:00 y de 17:00 a 20:30."
)

ESCAPE = (
    "La Llave Maestra, en el barrio de Ruzafa de Valencia, tiene tres salas: El Faro, La Mina y El Laboratorio. "
    "En cada sala juegan de 2 a 5 personas, y la partida dura 70 minutos. "
    "Entre semana la partida cuesta 20 € por persona, y los fines de semana, 24 € por persona. "
    "Los jugadores deben llegar al menos 10 minutos antes de su hora para la charla de seguridad con el director de juego, Álvaro Méndez. "
    "Algunos enigmas de La Mina requieren una linterna UV, que se presta en el local. "
    "Los menores de 14 años solo pueden jugar acompañados de un adulto."
)

PARKING = (
    "La Oficina del Distintivo de Residente de Salamanca está en la ventanilla 4 de la planta baja del edificio municipal de la calle Íscar Peyra. "
    "Atiende de lunes a viernes de 9:00 a 14:00, y los martes abre además por la tarde, de 16:00 a 18:00. "
    "El distintivo cuesta 36 € al año, y cada vivienda puede tener como máximo dos. "
    "Es obligatorio presentar un certificado de empadronamiento de menos de tres meses y el permiso de circulación del vehículo. "
    "Los distintivos de 2025 son válidos del 1 de febrero de 2025 al 31 de enero de 2026. "
    "La solicitud también puede hacerse por internet en la sede electrónica del ayuntamiento."
)

FESTIVAL = (
    "El festival Brisa del Sur se celebra del 4 al 6 de septiembre de 2025 en la explanada de la playa de Santa María del Mar, en Cádiz. "
    "Las puertas abren a las 18:00 cada día, y la música termina a las 23:45 el viernes y el sábado y a las 23:00 el domingo. "
    "El cabeza de cartel del sábado es Los Faroleros, un trío de Lisboa. "
    "El festival lo organiza su directora, Marta Ibáñez. "
    "El abono de tres días cuesta 95 € y la entrada de un día, 40 €; los menores de 10 años entran gratis con un adulto que pague entrada. "
    "No se permiten botellas de cristal, pero sí botellas vacías reutilizables de hasta 750 ml."
)

GROOMING = (
    "La peluquería canina Guau Guapo la llevan la peluquera Rocío Navarro y su hijo Pablo. "
    "Un servicio completo cuesta 35 € para un perro pequeño y 55 € para uno grande; se considera grande a partir de 18 kg. "
    "El corte de uñas suelto cuesta 8 € y no necesita cita. "
    "Todo servicio completo incluye baño, secado y limpieza de oídos, pero el desenredado se cobra aparte, a 6 € cada 15 minutos. "
    "No se atiende a perros vacunados en las últimas 48 horas."
)

CARWASH = (
    "El Lavadero Espuma Azul, en Málaga, abre todos los días de 8:00 a 22:00. "
    "El lavado exterior básico cuesta 6 €, y el paquete Completo, que añade aspirado interior y abrillantado de neumáticos, 14 €. "
    "Las furgonetas y los SUV pagan un recargo de 2 € en cada paquete. "
    "Con el bono de 10 lavados solo se pagan 8. "
    "Según el encargado, Rafael Ortega, los vehículos de más de 2,1 metros de altura no pueden usar el túnel automático y se lavan a mano."
)

OBSERVATORY = (
    "El Observatorio de La Atalaya está a 1850 metros de altitud, a 30 km al este de Granada. "
    "Su telescopio principal es un reflector de 70 cm instalado en 2010. "
    "Las noches de observación abiertas al público se celebran todos los sábados de junio a septiembre a las 22:00 y cuestan 15 € los adultos y 8 € los niños. "
    "Si el cielo está nublado, la noche se mantiene con una sesión de planetario en lugar de la observación con telescopio. "
    "La directora del observatorio, la Dra. Elena Castillo, da la charla inaugural."
)

PHONE = (
    "La tarifa Conecta 50 de Onda Móvil cuesta 15 € al mes y no tiene permanencia. "
    "Incluye llamadas ilimitadas a fijos y móviles nacionales y 50 GB de datos; al agotarlos, la velocidad baja a 1 Mbps sin coste adicional. "
    "También incluye 1500 minutos al mes de llamadas a 30 países. "
    "Quien se dé de alta antes del 30 de junio de 2025 paga los primeros 4 meses a mitad de precio. "
    "Las llamadas a números de tarificación especial no están incluidas y cuestan 1,20 € el minuto."
)

GARDEN = (
    "El huerto comunitario La Alegría, en Vallecas, tiene 24 parcelas de 3 por 4 metros, con una cuota de 35 € al año. "
    "Cada hortelano debe asistir al menos a dos de las cuatro jornadas de trabajo colectivo de cada temporada. "
    "La puerta está abierta todos los días de 8:00 a 21:00, salvo los lunes, que permanece cerrada hasta las 12:00 por mantenimiento. "
    "Las herramientas de la caseta común se pueden tomar prestadas hasta 14 días. "
    "La coordinadora, Lucía Romero, lleva la lista de espera, en la que ahora hay 12 personas."
)

BALLOON = (
    "Globos Sierra Azul despega desde un prado a las afueras de Segovia entre marzo y noviembre. "
    "Los vuelos salen al amanecer, y los pasajeros deben presentarse en el campo de despegue 45 minutos antes. "
    "El vuelo dura alrededor de una hora, y la experiencia completa, con inflado, aterrizaje y brindis con cava, lleva de 3 a 4 horas. "
    "Una plaza cuesta 175 €; los pasajeros no pueden pesar más de 110 kg y deben medir al menos 1,20 m. "
    "El piloto, Javier Serrano, cancela el vuelo si el viento supera los 15 km/h."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-br-001", "para.reorder", "¿Cuánto cuesta cogerle el bajo a un pantalón y cambiar una cremallera?", "Cambiar una cremallera cuesta 16 €, y el bajo de un pantalón, 10 €.", TAILOR, True),
    w.faith("es-br-002", "para.passive", "¿Quién hace las pruebas en la Sastrería Olmedo?", "Las pruebas y los arreglos son realizados por Diego Fuentes, sobrino de la maestra sastre Pilar Olmedo.", TAILOR, True),
    w.faith("es-br-003", "para.synonym", "¿Con cuánta antelación hay que llegar?", "Hay que presentarse como mínimo 10 minutos antes de la hora reservada para la explicación de seguridad del director de juego, Álvaro Méndez.", ESCAPE, True),
    w.faith("es-br-004", "para.nominal", "¿Qué tengo que llevar para pedir el distintivo?", "Para la solicitud se exige la presentación de un certificado de empadronamiento de menos de tres meses y del permiso de circulación del vehículo.", PARKING, True),
    w.faith("es-br-005", "para.capital", "¿De dónde es el cabeza de cartel del sábado?", "El cabeza de cartel del sábado, Los Faroleros, es un trío de Portugal.", FESTIVAL, True),
    w.faith("es-br-006", "para.pronoun", "¿Quién lleva la peluquería Guau Guapo?", "La lleva Rocío Navarro junto con su hijo Pablo; ella es la peluquera.", GROOMING, True),
    w.faith("es-br-007", "para.relative", "¿Qué dice el encargado sobre los vehículos altos?", "Rafael Ortega, que es el encargado del lavadero, dice que los vehículos de más de 2,1 metros no pueden usar el túnel automático y se lavan a mano.", CARWASH, True),
    w.faith("es-br-008", "para.part", "¿Hay noches de observación en agosto?", "Sí: agosto está dentro de la temporada de junio a septiembre, así que hay noche de observación todos los sábados a las 22:00.", OBSERVATORY, True),
    w.faith("es-br-009", "para.combine", "¿Qué ofrece la tarifa Conecta 50?", "Por 15 € al mes y sin permanencia, incluye llamadas ilimitadas a fijos y móviles nacionales y 50 GB de datos.", PHONE, True),
    w.faith("es-br-010", "fmt.number", "¿Cuántas salas tiene La Llave Maestra?", "Tiene 3 salas: El Faro, La Mina y El Laboratorio.", ESCAPE, True),
    w.faith("es-br-011", "fmt.thousands", "¿Cuántos minutos internacionales incluye la tarifa?", "Incluye 1.500 minutos al mes de llamadas a 30 países.", PHONE, True),
    w.faith("es-br-012", "fmt.scale", "¿A partir de qué peso se considera grande a un perro?", "Se considera grande a partir de 18.000 gramos.", GROOMING, True),
    w.faith("es-br-013", "fmt.date", "¿Cuándo son válidos los distintivos de 2025?", "Son válidos del 01/02/2025 al 31/01/2026.", PARKING, True),
    w.faith("es-br-014", "fmt.time", "¿A qué hora termina la música el sábado?", "El sábado la música termina a las doce menos cuarto de la noche.", FESTIVAL, True),
    w.faith("es-br-015", "fmt.unit", "¿Dónde está exactamente el observatorio?", "Está a 1850 m de altitud, a treinta kilómetros al este de Granada.", OBSERVATORY, True),
    w.faith("es-br-016", "fmt.abbrev", "¿Hay límite de altura para el túnel?", "Sí, los vehículos de más de 2,1 m no pueden usar el túnel automático y se lavan a mano.", CARWASH, True),
    w.faith("es-br-017", "fmt.currency", "¿Cuánto cuesta cambiar una cremallera?", "Cambiar una cremallera cuesta 16 euros.", TAILOR, True),
    w.faith("es-br-018", "fmt.range", "¿Cuánto dura la experiencia completa en globo?", "Con el inflado, el aterrizaje y el brindis con cava, dura como mínimo 3 horas y como máximo 4.", BALLOON, True),
    w.faith("es-br-019", "fmt.period", "¿Cuánto tiempo puedo quedarme una herramienta de la caseta?", "Las herramientas de la caseta común se pueden tener prestadas hasta dos semanas.", GARDEN, True),
    w.faith("es-br-020", "fmt.share", "¿Hay alguna oferta por darse de alta?", "Sí: si te das de alta antes del 30 de junio de 2025, los primeros 4 meses tienen un 50 % de descuento.", PHONE, True),
    w.faith("es-br-021", "para.except", "¿Puedo ir a la oficina por la tarde?", "Solo los martes, de 16:00 a 18:00; los lunes, miércoles, jueves y viernes la oficina atiende únicamente por la mañana, de 9:00 a 14:00.", PARKING, True),
    w.faith("es-br-022", "wrap.opener", "¿Las furgonetas pagan más?", "¡Buena pregunta! Sí, las furgonetas y los SUV pagan 2 € más en cada paquete.", CARWASH, True),
    w.faith("es-br-023", "wrap.closer", "¿Qué pasa si está nublado?", "La noche se mantiene, pero con una sesión de planetario en lugar de la observación con telescopio. ¡Ojalá le toque un cielo despejado!", OBSERVATORY, True),
    w.faith("es-br-024", "wrap.attribution", "¿Qué pasa cuando se acaban los 50 GB?", "Según la descripción de la tarifa, la velocidad baja a 1 Mbps sin coste adicional.", PHONE, True),
    w.faith("es-br-025", "wrap.hedge", "¿Cuánto mide una parcela y cuánto cuesta?", "Creo que cada parcela mide 3 por 4 metros y tiene una cuota de 35 € al año.", GARDEN, True),
    w.faith("es-br-026", "wrap.question", "¿Cuánto cuesta una plaza en el globo?", "Una plaza cuesta 175 €. ¿Quiere que le diga también los límites de peso y altura?", BALLOON, True),
    w.faith("es-br-027", "value.number", "¿Hay requisitos para los pasajeros?", "Sí, no pueden pesar más de 110 kg y deben medir al menos 1,40 m.", BALLOON, False),
    w.faith("es-br-028", "value.date", "¿Hasta cuándo vale mi distintivo de 2025?", "El distintivo de 2025 vale hasta el 28 de febrero de 2026.", PARKING, False),
    w.faith("es-br-029", "value.time", "¿A qué hora abren las puertas del festival?", "Las puertas abren a las 17:00 cada día.", FESTIVAL, False),
    w.faith("es-br-030", "value.unit", "¿Cuánto cuesta el servicio completo para un perro grande?", "Cuesta 55 €; se considera grande a partir de 18 libras.", GROOMING, False),
    w.faith("es-br-031", "value.currency", "¿Cuánto cuesta el lavado exterior básico?", "El lavado exterior básico cuesta 6 dólares.", CARWASH, False),
    w.faith("es-br-032", "role.swap", "¿Quién dirige la Sastrería Olmedo?", "La dirige el maestro sastre Diego Fuentes, y Pilar Olmedo se encarga de las pruebas y los arreglos.", TAILOR, False),
    w.faith("es-br-033", "negation", "¿Hace falta cita para cortar las uñas?", "Sí, el corte de uñas suelto cuesta 8 € y solo se hace con cita.", GROOMING, False),
    w.faith("es-br-034", "antonym", "¿Hay alguna promoción para clientes nuevos?", "Quien se dé de alta antes del 30 de junio de 2025 paga los últimos 4 meses a mitad de precio.", PHONE, False),
    w.faith("es-br-035", "modality", "¿Cómo se solicita el distintivo?", "La solicitud tiene que hacerse obligatoriamente por internet, en la sede electrónica del ayuntamiento.", PARKING, False),
    w.faith("es-br-036", "quantifier", "¿Hace falta una linterna UV en La Mina?", "Todos los enigmas de La Mina requieren una linterna UV, que se presta en el local.", ESCAPE, False),
    w.faith("es-br-037", "value.except", "¿Cuándo puedo entrar al huerto?", "La puerta permanece cerrada hasta las 12:00 todos los días excepto los lunes, cuando abre ya a las 8:00.", GARDEN, False),
    w.faith("es-br-038", "direction", "¿Dónde está el Observatorio de La Atalaya?", "Está a 1850 metros de altitud, a 30 km al oeste de Granada.", OBSERVATORY, False),
    w.faith("es-br-039", "added.fact", "¿Qué incluye la experiencia en globo?", "La experiencia completa dura de 3 a 4 horas con inflado, aterrizaje y brindis con cava, y cada pasajero recibe un diploma de vuelo firmado por el piloto.", BALLOON, False),
    w.faith("es-br-040", "added.entity", "¿Quién organiza el festival Brisa del Sur?", "Lo organiza su directora, Marta Ibáñez, junto con la Diputación de Cádiz.", FESTIVAL, False),
    w.faith("es-br-041", "mixed", "¿Cuántas parcelas tiene el huerto?", "El huerto tiene 24 parcelas, y cada hortelano recibe gratis un saco de compost.", GARDEN, False),
]

REFUSAL = [
    w.refusal("es-br-042", "refusal.plain", "¿La Sastrería Olmedo arregla chaquetas de cuero?", "Lo siento, no lo sé.", TAILOR, True),
    w.refusal("es-br-043", "refusal.context", "¿Hay aparcamiento cerca de La Llave Maestra?", "El texto proporcionado no dice nada sobre aparcamiento cerca del local, así que no puedo responder.", ESCAPE, True),
    w.refusal("es-br-044", "refusal.short", "¿En Guau Guapo también atienden gatos?", "Ni idea.", GROOMING, True),
    w.refusal("es-br-045", "refusal.long", "¿Se puede reservar una observación privada en el observatorio?", "Muchas gracias por su pregunta. Lamentablemente, la información que tengo sobre el Observatorio de La Atalaya solo trata de las noches de observación abiertas al público, sus precios y lo que ocurre cuando está nublado; no menciona observaciones privadas. Le recomiendo ponerse en contacto directamente con el observatorio, y siento no poder ayudarle más.", OBSERVATORY, True),
    w.refusal("es-br-046", "refusal.hedged", "¿Cuánto cuesta el paquete Completo?", "No estoy del todo seguro, pero creo que cuesta 14 €.", CARWASH, False),
    w.refusal("es-br-047", "refusal.partial", "¿Cuánto cuesta el abono de tres días y se puede acampar?", "El abono de tres días cuesta 95 €. Sobre la acampada, en cambio, no he encontrado información.", FESTIVAL, False),
]

CORRECTNESS = [
    w.correct("es-br-048", "correct.wordy", "¿Cuánto cuesta una plaza en Globos Sierra Azul?", "¡Gracias por preguntar! Si le apetece subir a uno de los globos de Globos Sierra Azul, el precio que tendrá que pagar por una plaza es de 175 €.", "Una plaza cuesta 175 €.", True),
    w.correct("es-br-049", "correct.short", "¿Cuánto tiempo se pueden tomar prestadas las herramientas del huerto?", "Hasta 14 días.", "Las herramientas de la caseta común se pueden tomar prestadas hasta 14 días.", True),
    w.correct("es-br-050", "correct.format", "¿A qué hora empiezan las noches de observación?", "A las diez de la noche.", "Las noches de observación empiezan a las 22:00.", True),
    w.correct("es-br-051", "wrong.value", "¿Cuánto cuesta el distintivo de residente al año?", "Cuesta 48 € al año.", "El distintivo de residente cuesta 36 € al año.", False),
    w.correct("es-br-052", "wrong.echo", "¿Qué añade el paquete Completo?", "El paquete Completo añade un lavado completo al paquete.", "El paquete Completo añade aspirado interior y abrillantado de neumáticos.", False),
    w.correct("es-br-053", "wrong.role", "¿Quién es la maestra sastre de la Sastrería Olmedo y quién hace las pruebas?", "El maestro sastre es Diego Fuentes, y las pruebas las hace Pilar Olmedo.", "La maestra sastre es Pilar Olmedo; su sobrino Diego Fuentes se encarga de las pruebas y los arreglos.", False),
]

RELEVANCY = [
    w.relevant("es-br-054", "relevant.direct", "¿Cuánto cuesta al mes la tarifa Conecta 50?", "La tarifa Conecta 50 cuesta 15 € al mes.", PHONE, True),
    w.relevant("es-br-055", "relevant.yesno", "¿Me cobran algo extra si agoto los datos?", "No, al agotar los 50 GB la velocidad baja a 1 Mbps, sin coste adicional.", PHONE, True),
    w.relevant("es-br-056", "offtopic.true", "¿Cuánto cuesta la cuota de una parcela?", "La coordinadora, Lucía Romero, lleva la lista de espera.", GARDEN, False),
    w.relevant("es-br-057", "offtopic.other", "¿Con cuánta antelación hay que presentarse al vuelo en globo?", "Un globo aerostático sube porque el aire caliente de su interior pesa menos que el aire más frío que lo rodea.", BALLOON, False),
]

DIAGNOSIS = [
    w.diag("es-br-058", "diag.pass", "¿Cuándo se celebra el festival Brisa del Sur?", "Se celebra del 4 al 6 de septiembre de 2025 en la explanada de la playa de Santa María del Mar, en Cádiz.", {"festival-info": FESTIVAL, "garden-rules": GARDEN}, ("festival-info",), "pass"),
    w.diag("es-br-059", "diag.offtopic", "¿Cuánto cuesta cortar las uñas en Guau Guapo?", "El Lavadero Espuma Azul abre todos los días de 8:00 a 22:00.", {"grooming-prices": GROOMING, "carwash-info": CARWASH}, ("grooming-prices",), "fix_generation"),
    w.diag("es-br-060", "diag.unfaithful", "¿Cuánto cuesta una partida en La Llave Maestra el fin de semana?", "El fin de semana la partida cuesta 28 € por persona.", {"escape-rooms": ESCAPE, "tailor-shop": TAILOR}, ("escape-rooms",), "fix_generation"),
    w.diag("es-br-061", "diag.refused", "¿Cuánto cuestan las llamadas a números de tarificación especial con Conecta 50?", "Lo siento, los documentos no indican cuánto cuestan las llamadas a números de tarificación especial.", {"phone-plan": PHONE, "observatory": OBSERVATORY}, ("phone-plan",), "fix_generation"),
    w.diag("es-br-062", "diag.missed", "¿Con cuánto viento se cancela el vuelo en globo?", "Los documentos encontrados no mencionan ningún límite de viento para los vuelos en globo.", {"tailor-shop": TAILOR, "carwash-info": CARWASH}, ("balloon-flights",), "fix_retrieval"),
    w.diag("es-br-063", "diag.correct_refusal", "¿Dan distintivo de residente para motos en Salamanca?", "Los documentos no aclaran si se concede el distintivo para motos, así que no puedo responder.", {"parking-office": PARKING, "garden-rules": GARDEN}, (), "correct_refusal"),
    w.diag("es-br-064", "diag.should_refuse", "¿Tiene cafetería el Observatorio de La Atalaya?", "Sí, tiene una cafetería en la planta baja que abre durante las noches de observación.", {"observatory": OBSERVATORY, "festival-info": FESTIVAL}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
