"""Fresh set ci, Spanish: alquiler de esquí, piscina municipal, taller de cerámica, finca de bodas, coworking, zoo municipal, taller de bicicletas, academia de idiomas, tren nocturno y mercado de agricultores."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

SKI = (
    "Esquí Cumbre, en Formigal, alquila 240 pares de esquís y 85 tablas de snowboard. "
    "El equipo completo de esquí cuesta 35 € al día, y el casco se incluye gratis. "
    "Durante la temporada, la tienda abre todos los días excepto el 25 de diciembre, de 7:30 a 18:00. "
    "Quien alquile material debe presentar un documento de identidad y puede quedárselo un máximo de 14 días. "
    "Javier Ortega compró la tienda en 2016 a su fundadora, Lucía Navarro."
)
POOL = (
    "La piscina municipal Los Álamos tiene un vaso de 50 metros con 8 calles y una piscina aparte para aprender a nadar. "
    "El agua se mantiene a 27 °C. "
    "La entrada de adulto cuesta 4,50 €, y los menores de 6 años nadan gratis. "
    "En el vaso grande es obligatorio usar gorro; las gafas se recomiendan, pero no son obligatorias. "
    "El socorrista Diego Fernández vigila el nado matinal, que se celebra de lunes a viernes de 6:00 a 8:30."
)
POTTERY = (
    "El taller Barro Vivo, situado en el barrio de Gracia, ofrece un curso de torno de seis semanas para principiantes, impartido por la ceramista Marta Ruiz. "
    "El curso cuesta 240 € e incluye 12 kg de barro y todos los esmaltados. "
    "Las clases son los martes por la tarde, de 19:00 a 21:30. "
    "Los dos hornos del taller se encienden todos los viernes, y las piezas terminadas pueden recogerse 10 días después de la cocción. "
    "Los alumnos pueden reservar horas extra de taller libre por 12 € la hora."
)
WEDDING = (
    "La finca El Encinar acoge bodas de hasta 180 invitados, y en su jardín caben 120 personas sentadas para una ceremonia civil. "
    "El alquiler cuesta 9.500 € los sábados y 7.200 € los viernes y domingos. "
    "Los novios deben pagar una señal de 2.000 € al firmar el contrato. "
    "La música en directo tiene que terminar a las 23:00. "
    "Las reservas para la temporada 2026 se abren el 15 de enero de 2025, y la coordinadora de la finca, Elena Vidal, se reúne con cada pareja dos meses antes de la boda."
)
COWORK = (
    "El espacio de coworking La Colmena, en la calle Alcalá, cuenta con 120 puestos repartidos en tres plantas. "
    "La tarifa de puesto flexible cuesta 180 € al mes, y la de mesa fija, 290 € al mes. "
    "Los socios pueden usar las salas de reuniones hasta 8 horas al mes. "
    "El espacio está abierto a los socios las 24 horas, pero la recepción solo está atendida de lunes a viernes, de 9:00 a 17:00. "
    "La Colmena fue fundada en 2018 por Carmen Iglesias y Pablo Serrano."
)
ZOO = (
    "El zoo municipal de Valdeflores alberga unos 1.400 animales de 210 especies. "
    "Abre todos los días de 9:00 a 17:00, y está prohibido dar de comer a los animales en todo el recinto salvo en la granja infantil. "
    "La entrada de adulto cuesta 20 €, la de niños de 3 a 12 años, 12 €, y los menores de 3 años entran gratis. "
    "La veterinaria jefa, la Dra. Laura Medina, dirige un equipo de 6 veterinarios. "
    "Las dos jirafas del zoo, Kira y Zafi, llegaron del parque zoológico de Sierra Alta en mayo de 2021."
)
BIKE = (
    "El taller de bicicletas Piñón Fijo, en la calle del Olmo, lo dirige el mecánico Raúl Castillo. "
    "Una puesta a punto básica cuesta 60 € y tarda unos dos días. "
    "Los pinchazos se arreglan en el momento, mientras esperas, por 12 €. "
    "El taller abre de lunes a sábado, de 10:00 a 19:00. "
    "Las bicicletas que no se recojan en los 30 días siguientes a la reparación podrán venderse."
)
SCHOOL = (
    "La academia de idiomas Babel enseña inglés, japonés y árabe a adultos. "
    "Los grupos tienen como máximo 10 alumnos. "
    "Cada curso dura 12 semanas. "
    "Un curso de clases en grupo cuesta 450 €, y las clases particulares, 40 € la hora. "
    "Los alumnos nuevos deben hacer una prueba de nivel antes de su primera clase. "
    "La mitad de sus 16 profesores son nativos, y cuatro de ellos proceden de EE. UU."
)
TRAIN = (
    "El tren nocturno Lucero une Madrid con Lisboa, la capital de Portugal. "
    "Sale de Madrid a las 21:30 y llega a Lisboa a las 7:20 del día siguiente, tras recorrer unos 620 kilómetros. "
    "Una litera en compartimento de seis cuesta 55 €, y una cabina privada, 170 €. "
    "El desayuno se sirve en las cabinas a partir de las 6:30. "
    "Las mascotas solo se admiten en las cabinas privadas."
)
MARKET = (
    "El mercado de agricultores de Villanueva se celebra todos los sábados de abril a octubre en la plaza Mayor, de 8:00 a 13:00. "
    "Participan unas 45 explotaciones de la comarca, y entre todas venden alrededor de 2,5 toneladas de fruta y verdura cada día de mercado. "
    "De esas explotaciones, 12 tienen certificación ecológica. "
    "Un puesto cuesta 30 € por día de mercado. "
    "La Asociación de Productores de Villanueva fundó el mercado en 2009, y hoy lo gestiona Rosa Jiménez."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-ci-001", "para.reorder", "¿Cuándo es el nado matinal?", "De lunes a viernes, de 6:00 a 8:30, se celebra el nado matinal.", POOL, True),
    w.faith("es-ci-002", "para.passive", "¿Quién compró Esquí Cumbre en 2016?", "La tienda fue comprada en 2016 por Javier Ortega a su fundadora, Lucía Navarro.", SKI, True),
    w.faith("es-ci-003", "para.synonym", "¿Cuántos puestos tiene La Colmena?", "Dispone de 120 puestos distribuidos en tres plantas.", COWORK, True),
    w.faith("es-ci-004", "para.nominal", "¿Qué necesito para alquilar esquís?", "El alquiler exige la presentación de un documento de identidad.", SKI, True),
    w.faith("es-ci-005", "para.capital", "¿Adónde va el tren Lucero?", "Va de Madrid a la capital portuguesa, Lisboa.", TRAIN, True),
    w.faith("es-ci-006", "para.pronoun", "¿Cuánto cobra Piñón Fijo por una puesta a punto básica?", "Cobra 60 € y tarda unos dos días.", BIKE, True),
    w.faith("es-ci-007", "para.relative", "¿Quién imparte el curso de torno?", "Lo imparte la ceramista Marta Ruiz en Barro Vivo, que está en el barrio de Gracia.", POTTERY, True),
    w.faith("es-ci-008", "para.part", "¿Cuántas personas caben en el jardín para la ceremonia?", "En el jardín caben 120 personas sentadas para una ceremonia civil.", WEDDING, True),
    w.faith("es-ci-009", "para.combine", "¿Cuántos alumnos hay por grupo y cuánto dura un curso?", "Los grupos son de 10 alumnos como máximo y cada curso dura 12 semanas.", SCHOOL, True),
    w.faith("es-ci-010", "fmt.number", "¿Cuánto dura el curso de torno para principiantes?", "El curso dura 6 semanas.", POTTERY, True),
    w.faith("es-ci-011", "fmt.thousands", "¿Cuánto cuesta alquilar la finca un sábado?", "Un sábado, el alquiler cuesta 9500 €.", WEDDING, True),
    w.faith("es-ci-012", "fmt.scale", "¿Cuánta fruta y verdura se vende cada día de mercado?", "Alrededor de 2500 kilos de fruta y verdura por día de mercado.", MARKET, True),
    w.faith("es-ci-013", "fmt.date", "¿Cuándo se abren las reservas para 2026?", "Las reservas para la temporada 2026 se abren el 15/01/2025.", WEDDING, True),
    w.faith("es-ci-014", "fmt.time", "¿A qué hora sale el Lucero de Madrid?", "Sale de Madrid a las nueve y media de la noche.", TRAIN, True),
    w.faith("es-ci-015", "fmt.unit", "¿A qué temperatura está el agua de la piscina?", "El agua está a 27 grados Celsius.", POOL, True),
    w.faith("es-ci-016", "fmt.abbrev", "¿Cuántos profesores vienen de EE. UU.?", "Cuatro de los profesores proceden de Estados Unidos.", SCHOOL, True),
    w.faith("es-ci-017", "fmt.currency", "¿Cuánto cuesta arreglar un pinchazo?", "Arreglar un pinchazo cuesta 12 euros y se hace en el momento.", BIKE, True),
    w.faith("es-ci-018", "fmt.range", "¿Cuántas horas de sala de reuniones tengo al mes?", "Un máximo de 8 horas al mes.", COWORK, True),
    w.faith("es-ci-019", "fmt.period", "¿Cuánto tiempo puedo quedarme el material alquilado?", "Dos semanas como máximo.", SKI, True),
    w.faith("es-ci-020", "fmt.share", "¿Cuántos profesores de la academia son nativos?", "El 50 % de sus 16 profesores son nativos.", SCHOOL, True),
    w.faith("es-ci-021", "para.except", "¿Se puede dar de comer a los animales en algún sitio del zoo?", "Sí, en la granja infantil está permitido.", ZOO, True),
    w.faith("es-ci-022", "wrap.opener", "¿Cuándo hay mercado de agricultores?", "¡Buena pregunta! El mercado se celebra todos los sábados de abril a octubre, de 8:00 a 13:00, en la plaza Mayor.", MARKET, True),
    w.faith("es-ci-023", "wrap.closer", "¿Cuánto cuesta la entrada de adulto?", "La entrada de adulto cuesta 4,50 €. ¡Espero que te sirva!", POOL, True),
    w.faith("es-ci-024", "wrap.attribution", "¿A qué hora sirven el desayuno en el Lucero?", "Según la información del servicio, el desayuno se sirve en las cabinas a partir de las 6:30.", TRAIN, True),
    w.faith("es-ci-025", "wrap.hedge", "¿Qué horario tiene Piñón Fijo?", "Creo que el taller abre de lunes a sábado, de 10:00 a 19:00.", BIKE, True),
    w.faith("es-ci-026", "wrap.question", "¿Cuánto cuesta la mesa fija en La Colmena?", "La mesa fija cuesta 290 € al mes. ¿Quieres que te diga también el precio del puesto flexible?", COWORK, True),
    w.faith("es-ci-027", "value.number", "¿Cuántas especies hay en el zoo?", "El zoo alberga unos 1.400 animales de 250 especies.", ZOO, False),
    w.faith("es-ci-028", "value.date", "¿Cuándo llegaron las jirafas al zoo?", "Kira y Zafi llegaron del parque zoológico de Sierra Alta en mayo de 2022.", ZOO, False),
    w.faith("es-ci-029", "value.time", "¿A qué hora son las clases de torno?", "Las clases son los martes, de 19:00 a 22:30.", POTTERY, False),
    w.faith("es-ci-030", "value.unit", "¿Qué distancia recorre el Lucero?", "El trayecto es de unas 620 millas.", TRAIN, False),
    w.faith("es-ci-031", "value.currency", "¿Cuánto cuesta la mesa fija?", "La mesa fija cuesta 290 dólares al mes.", COWORK, False),
    w.faith("es-ci-032", "role.swap", "¿Quién compró Esquí Cumbre?", "Lucía Navarro compró la tienda en 2016 a su fundador, Javier Ortega.", SKI, False),
    w.faith("es-ci-033", "negation", "¿Tengo que llevar gorro en el vaso grande?", "No, en el vaso grande no es obligatorio usar gorro.", POOL, False),
    w.faith("es-ci-034", "antonym", "¿Los menores de 3 años pagan entrada en el zoo?", "Sí, para los menores de 3 años la entrada es de pago.", ZOO, False),
    w.faith("es-ci-035", "modality", "¿Es obligatoria la prueba de nivel?", "No, la prueba de nivel es opcional para los alumnos nuevos.", SCHOOL, False),
    w.faith("es-ci-036", "quantifier", "¿Las explotaciones del mercado son ecológicas?", "Sí, la mayoría de las 45 explotaciones tienen certificación ecológica.", MARKET, False),
    w.faith("es-ci-037", "value.except", "¿Puedo alquilar esquís el 25 de diciembre?", "Sí, la tienda abre el 25 de diciembre, de 7:30 a 18:00.", SKI, False),
    w.faith("es-ci-038", "direction", "¿Qué niños nadan gratis?", "Los mayores de 6 años nadan gratis.", POOL, False),
    w.faith("es-ci-039", "added.fact", "¿Cuánto cuesta una puesta a punto básica?", "Una puesta a punto básica cuesta 60 €, tarda unos dos días e incluye una limpieza de cadena gratis.", BIKE, False),
    w.faith("es-ci-040", "added.entity", "¿Quién gestiona hoy el mercado?", "Hoy lo gestiona Rosa Jiménez junto con su ayudante, Manuel Prieto.", MARKET, False),
    w.faith("es-ci-041", "mixed", "¿Cuándo llega el Lucero a Lisboa?", "Sale de Madrid a las 21:30 y llega a Lisboa esa misma noche.", TRAIN, False),
]
REFUSAL = [
    w.refusal("es-ci-042", "refusal.plain", "¿La piscina Los Álamos tiene sauna?", "Lo siento, no tengo esa información.", POOL, True),
    w.refusal("es-ci-043", "refusal.context", "¿Hay aparcamiento en el zoo?", "Los documentos proporcionados no dicen nada sobre aparcamiento en el zoo, así que no puedo responder.", ZOO, True),
    w.refusal("es-ci-044", "refusal.short", "¿Piñón Fijo vende bicicletas eléctricas?", "Ni idea.", BIKE, True),
    w.refusal("es-ci-045", "refusal.long", "¿Podemos traer nuestro propio catering a la finca El Encinar?", "¡Gracias por tu pregunta y enhorabuena por la boda! Por desgracia, la información que tengo sobre la finca El Encinar habla del número de invitados, los precios del alquiler, la señal y el horario de la música, pero no dice nada sobre servicios de catering externos. Por eso no puedo contestarte. Te recomiendo preguntarlo directamente a la finca antes de firmar el contrato.", WEDDING, True),
    w.refusal("es-ci-046", "refusal.hedged", "¿Cuánto cuesta una litera en el Lucero?", "No estoy del todo seguro, pero creo que una litera en compartimento de seis cuesta 55 €.", TRAIN, False),
    w.refusal("es-ci-047", "refusal.partial", "¿Cuánto cuestan las clases de japonés?", "Los documentos no indican un precio específico para japonés, pero un curso de clases en grupo cuesta 450 € y las clases particulares, 40 € la hora.", SCHOOL, False),
]
CORRECTNESS = [
    w.correct("es-ci-048", "correct.wordy", "¿Quién gestiona el mercado de Villanueva?", "El mercado de agricultores de Villanueva, que se celebra los sábados en la plaza Mayor, lo gestiona hoy Rosa Jiménez.", "Rosa Jiménez.", True),
    w.correct("es-ci-049", "correct.short", "¿Qué día se encienden los hornos de Barro Vivo?", "Los viernes.", "Los dos hornos del taller se encienden todos los viernes.", True),
    w.correct("es-ci-050", "correct.format", "¿A qué hora llega el Lucero a Lisboa?", "A las siete y veinte de la mañana del día siguiente.", "A las 7:20 del día siguiente.", True),
    w.correct("es-ci-051", "wrong.value", "¿Cuánto cuesta una puesta a punto básica en Piñón Fijo?", "Cuesta 80 €.", "60 €.", False),
    w.correct("es-ci-052", "wrong.echo", "¿De dónde llegaron las dos jirafas del zoo?", "Las dos jirafas del zoo llegaron del parque zoológico de Monteverde.", "Del parque zoológico de Sierra Alta.", False),
    w.correct("es-ci-053", "wrong.role", "¿Quién compró Esquí Cumbre en 2016?", "Lucía Navarro.", "Javier Ortega, que se la compró a la fundadora, Lucía Navarro.", False),
]
RELEVANCY = [
    w.relevant("es-ci-054", "relevant.direct", "¿Qué meses hay mercado de agricultores?", "De abril a octubre.", MARKET, True),
    w.relevant("es-ci-055", "relevant.yesno", "¿Los niños entran gratis a la piscina?", "Sí, si son menores de 6 años.", POOL, True),
    w.relevant("es-ci-056", "offtopic.true", "¿Cuánto cuesta la mesa fija en La Colmena?", "La Colmena fue fundada en 2018 por Carmen Iglesias y Pablo Serrano.", COWORK, False),
    w.relevant("es-ci-057", "offtopic.other", "¿A qué hora abre Esquí Cumbre?", "El equipo completo de esquí cuesta 35 € al día, con casco incluido.", SKI, False),
]
DIAGNOSIS = [
    w.diag("es-ci-058", "diag.pass", "¿Cuándo son las clases de torno para principiantes?", "Los martes, de 19:00 a 21:30.", {"pottery": POTTERY, "market": MARKET}, ("pottery",), "pass"),
    w.diag("es-ci-059", "diag.offtopic", "¿Cuánto cuesta la entrada infantil del zoo?", "El zoo abre todos los días de 9:00 a 17:00.", {"zoo": ZOO}, ("zoo",), "fix_generation"),
    w.diag("es-ci-060", "diag.unfaithful", "¿Cuánto tiempo tengo para recoger la bici después de la reparación?", "Tienes 60 días para recogerla; después pueden venderla.", {"bike": BIKE}, ("bike",), "fix_generation"),
    w.diag("es-ci-061", "diag.refused", "¿Cuántos alumnos hay en cada grupo de la academia Babel?", "Lo siento, no tengo información sobre el tamaño de los grupos.", {"school": SCHOOL, "cowork": COWORK}, ("school",), "fix_generation"),
    w.diag("es-ci-062", "diag.missed", "¿Sirven desayuno en el Lucero?", "No he encontrado nada sobre eso.", {"pool": POOL, "zoo": ZOO}, ("train",), "fix_retrieval"),
    w.diag("es-ci-063", "diag.correct_refusal", "¿La finca El Encinar ofrece autobús para los invitados?", "Los documentos no indican si la finca ofrece autobús para los invitados.", {"wedding": WEDDING}, (), "correct_refusal"),
    w.diag("es-ci-064", "diag.should_refuse", "¿Esquí Cumbre ofrece clases de esquí?", "Sí, las clases colectivas de esquí cuestan 50 € por persona.", {"ski": SKI}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
