"""Fresh set ct, Spanish: a Guadalquivir cruise, a care home's visiting rules, a winery, an opera house, a skate park, a pet hotel, a tile-painting workshop, a village fiesta, a taxi company and an e-scooter rental."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

CRUISE = (
    "El barco Reina del Río ofrece un crucero diario por el Guadalquivir del 1 de mayo al 15 de octubre. "
    "El crucero sale de Sevilla, que es la capital de Andalucía, y termina en Sanlúcar de Barrameda. "
    "El barco zarpa a las 9:30 y llega a Sanlúcar a las 15:45, tras recorrer 87 kilómetros. "
    "El billete de adulto cuesta 64 €, y los niños menores de 12 años pagan la mitad. "
    "La capitana es Carmen Ortega, y la cocina de a bordo está a cargo del chef Javier Ruiz. "
    "Los perros pueden subir con correa, y las bicicletas deben reservarse con al menos 24 horas de antelación."
)
NURSING = (
    "La residencia de mayores Los Olivos admite visitas todos los días excepto los miércoles, de 14:00 a 19:00. "
    "Cada residente puede recibir hasta tres visitantes a la vez. "
    "Todos los visitantes deben registrarse en recepción, y los menores de 14 años deben ir acompañados de un adulto. "
    "Las normas de visita las redactó la directora, Pilar Domínguez, y las aprobó el consejo de residentes el 4 de marzo de 2024. "
    "Se pueden traer flores, pero la comida debe enseñarse primero al personal de enfermería. "
    "El aparcamiento para visitantes cuesta 3 € por dos horas."
)
VINEYARD = (
    "La bodega Viña Altozano, en La Rioja, fue fundada en 1987 por Ramón Echeverría y hoy la dirige su hija, Lucía Echeverría. "
    "El viñedo ocupa 42 hectáreas y produce unas 120.000 botellas al año. "
    "Las catas guiadas se celebran los viernes y sábados a las 17:00 y cuestan 25 € por persona, con cinco vinos incluidos. "
    "Para participar en la cata hay que tener al menos 18 años. "
    "La vendimia suele empezar a mediados de septiembre y dura tres semanas. "
    "Aproximadamente una cuarta parte de las uvas es garnacha, y el resto es tempranillo y graciano."
)
OPERA = (
    "El Teatro de la Ópera de Valdemora se inauguró en 1912 y tiene 1.450 butacas. "
    "Esta temporada, La Traviata se representa del 8 al 30 de noviembre, con funciones de noche a las 20:00 y una matiné los domingos a las 17:00. "
    "El papel de Violetta lo canta la soprano Elena Vázquez, y la orquesta la dirige Andrés Molina. "
    "Las entradas cuestan entre 35 € y 150 €, y los estudiantes con carné válido tienen un 20 % de descuento. "
    "Quien llegue tarde no podrá entrar hasta el entreacto. "
    "Cada función dura unas dos horas y media, con un entreacto de 25 minutos incluido."
)
SKATE = (
    "El skatepark del Río, en Valencia, abre todos los días de 8:00 a 21:00. "
    "La entrada es gratuita, pero el casco es obligatorio para todos los patinadores menores de 18 años. "
    "El parque lo diseñó la arquitecta Laura Benítez y lo construyó el Ayuntamiento de Valencia en 2019. "
    "El bowl principal tiene 3,5 metros de profundidad, y la zona street ocupa 600 metros cuadrados. "
    "Las clases para niños principiantes son los sábados por la mañana y cuestan 12 € por sesión. "
    "Los altavoces de música solo se permiten hasta las 20:00."
)
PET = (
    "El hotel para mascotas Huellitas acepta perros y gatos, pero no aves ni reptiles. "
    "Una noche en habitación estándar cuesta 30 € para un perro y 20 € para un gato. "
    "Todos los perros deben estar vacunados contra la rabia y la tos de las perreras al menos 14 días antes de la entrada. "
    "La entrada es de 8:00 a 11:00, y la salida, antes de las 18:00. "
    "El hotel es propiedad de la veterinaria Dra. Marta Salinas, y los paseos diarios los dirige el adiestrador Diego Fuentes. "
    "Cada perro sale a pasear dos veces al día, y las estancias pueden durar hasta 30 noches."
)
TILE = (
    "El taller Azulejo Vivo organiza un curso de pintura de azulejos todos los jueves de 18:00 a 21:00. "
    "Cada participante pinta cuatro azulejos de 15 por 15 centímetros, que se cuecen en el horno y pueden recogerse a los diez días. "
    "El curso cuesta 45 €, y se proporcionan todas las pinturas, pinceles y delantales. "
    "Las clases las imparte la ceramista Inés Duarte, que se formó en Lisboa. "
    "Los grupos tienen un máximo de 12 personas, y los niños a partir de 10 años pueden participar con su padre o su madre. "
    "Para recibir el reembolso completo, hay que cancelar la reserva con al menos 48 horas de antelación."
)
FESTIVAL = (
    "Las fiestas de San Martín del Monte se celebran el 13 y el 14 de julio de 2024 en la plaza mayor. "
    "El desfile empieza el sábado a las 11:00 y lo encabeza el alcalde, Tomás Herrero. "
    "La entrada es gratuita para todos, pero las atracciones cuestan 2 € por viaje. "
    "Se esperan unos 3.500 visitantes, y la calle principal estará cerrada al tráfico de 9:00 a 18:00 los dos días. "
    "El concurso de tortillas lo juzga la cocinera Rosario Gil, y el ganador recibe un premio de 200 €. "
    "Los fuegos artificiales empiezan el domingo a las 22:00."
)
TAXI = (
    "Taxis Verdes opera 65 coches en Zaragoza, 40 de ellos eléctricos. "
    "La bajada de bandera cuesta 3,50 €, más 1,20 € por kilómetro. "
    "Entre la medianoche y las 6:00 se aplica a todas las carreras un recargo nocturno del 25 %. "
    "Se puede pedir un taxi por teléfono o con la app de Taxis Verdes, y los viajes al aeropuerto deben reservarse con al menos dos horas de antelación. "
    "La empresa la fundó Alberto Navarro en 2008, y la central de reservas la dirige Nuria Campos. "
    "Los taxistas aceptan efectivo y tarjeta, pero no cheques."
)
SCOOTER = (
    "PatinGo alquila patinetes eléctricos en el centro de Málaga. "
    "Desbloquear un patinete cuesta 1 €, y cada minuto de uso cuesta 0,20 €. "
    "Los usuarios deben tener al menos 18 años y un permiso de conducir válido. "
    "Los patinetes pueden aparcarse en cualquier lugar de la zona de servicio excepto en el paseo marítimo. "
    "La velocidad máxima está limitada a 25 km/h, y con la batería llena se recorren unos 40 kilómetros. "
    "El casco se recomienda, pero no es obligatorio."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-ct-001", "para.reorder", "¿Cuándo navega el Reina del Río?", "Del 1 de mayo al 15 de octubre, el Reina del Río ofrece cada día un crucero por el Guadalquivir.", CRUISE, True),
    w.faith("es-ct-002", "para.passive", "¿Quién fundó la bodega Viña Altozano?", "Ramón Echeverría fundó Viña Altozano en 1987.", VINEYARD, True),
    w.faith("es-ct-003", "para.synonym", "¿Hay que pagar para entrar al skatepark del Río?", "No, entrar al skatepark no cuesta nada.", SKATE, True),
    w.faith("es-ct-004", "para.nominal", "¿Cómo funciona la cancelación del curso de azulejos?", "El reembolso completo exige la cancelación de la reserva con al menos 48 horas de antelación.", TILE, True),
    w.faith("es-ct-005", "para.capital", "¿De dónde sale el crucero?", "Sale de la capital andaluza, Sevilla.", CRUISE, True),
    w.faith("es-ct-006", "para.pronoun", "¿Qué papel tiene Lucía Echeverría en Viña Altozano?", "Hoy dirige la bodega.", VINEYARD, True),
    w.faith("es-ct-007", "para.relative", "¿Quién da las clases en Azulejo Vivo?", "Las da Inés Duarte, una ceramista que se formó en Lisboa.", TILE, True),
    w.faith("es-ct-008", "para.part", "¿Puedo llevarle a mi abuela un bizcocho casero?", "La comida hay que enseñarla primero al personal de enfermería.", NURSING, True),
    w.faith("es-ct-009", "para.combine", "¿De quién es Huellitas y cuánto cuesta la noche para un perro?", "Huellitas, propiedad de la veterinaria Dra. Marta Salinas, cobra 30 € por noche a un perro en habitación estándar.", PET, True),
    w.faith("es-ct-010", "fmt.number", "¿Cuántas veces al día sacan a pasear a los perros en Huellitas?", "Cada perro sale a pasear 2 veces al día.", PET, True),
    w.faith("es-ct-011", "fmt.thousands", "¿Cuántas butacas tiene el Teatro de la Ópera de Valdemora?", "Tiene 1450 butacas.", OPERA, True),
    w.faith("es-ct-012", "fmt.scale", "¿Qué profundidad tiene el bowl principal?", "El bowl principal tiene 350 centímetros de profundidad.", SKATE, True),
    w.faith("es-ct-013", "fmt.date", "¿Cuándo se aprobaron las normas de visita de Los Olivos?", "El consejo de residentes las aprobó el 04/03/2024.", NURSING, True),
    w.faith("es-ct-014", "fmt.time", "¿A qué hora empiezan las funciones de noche de La Traviata?", "Empiezan a las 8 de la noche.", OPERA, True),
    w.faith("es-ct-015", "fmt.unit", "¿Cuántos kilómetros recorre el barco hasta Sanlúcar?", "El barco recorre 87 km.", CRUISE, True),
    w.faith("es-ct-016", "fmt.abbrev", "¿Quién es la dueña del hotel Huellitas?", "Es la doctora Marta Salinas, veterinaria.", PET, True),
    w.faith("es-ct-017", "fmt.currency", "¿Cuánto cuesta cada minuto en un patinete de PatinGo?", "Cada minuto de uso cuesta 20 céntimos.", SCOOTER, True),
    w.faith("es-ct-018", "fmt.range", "¿Cuántas personas pueden visitar a la vez a un residente?", "Cada residente puede recibir como máximo 3 visitantes a la vez.", NURSING, True),
    w.faith("es-ct-019", "fmt.period", "¿Con cuánta antelación tiene que estar vacunado mi perro?", "Tiene que estar vacunado contra la rabia y la tos de las perreras al menos dos semanas antes de la entrada.", PET, True),
    w.faith("es-ct-020", "fmt.share", "¿Qué parte de las uvas de Viña Altozano es garnacha?", "Aproximadamente el 25 % de las uvas es garnacha.", VINEYARD, True),
    w.faith("es-ct-021", "para.except", "¿Puedo visitar a mi tío en Los Olivos un miércoles?", "No, los miércoles la residencia no admite visitas.", NURSING, True),
    w.faith("es-ct-022", "wrap.opener", "¿Cuánto cuesta una cata en Viña Altozano?", "¡Buena pregunta! La cata guiada cuesta 25 € por persona, con cinco vinos incluidos.", VINEYARD, True),
    w.faith("es-ct-023", "wrap.closer", "¿A qué hora zarpa el barco?", "El barco zarpa a las 9:30. ¡Espero que te sirva!", CRUISE, True),
    w.faith("es-ct-024", "wrap.attribution", "¿Los niños tienen que llevar casco en el skatepark?", "Según las normas del parque, el casco es obligatorio para todos los patinadores menores de 18 años.", SKATE, True),
    w.faith("es-ct-025", "wrap.hedge", "¿Qué se lleva el ganador del concurso de tortillas?", "Creo que el ganador recibe un premio de 200 €.", FESTIVAL, True),
    w.faith("es-ct-026", "wrap.question", "¿Con cuánta antelación hay que reservar un taxi al aeropuerto?", "Los viajes al aeropuerto deben reservarse con al menos dos horas de antelación. ¿Quieres que te diga también las tarifas?", TAXI, True),
    w.faith("es-ct-027", "value.number", "¿Cuántos coches eléctricos tiene Taxis Verdes?", "De sus 65 coches, 45 son eléctricos.", TAXI, False),
    w.faith("es-ct-028", "value.date", "¿Cuándo son las fiestas de San Martín del Monte?", "Se celebran el 20 y el 21 de julio de 2024 en la plaza mayor.", FESTIVAL, False),
    w.faith("es-ct-029", "value.time", "¿A qué hora empiezan los fuegos artificiales?", "Los fuegos artificiales empiezan el domingo a las 23:00.", FESTIVAL, False),
    w.faith("es-ct-030", "value.unit", "¿De qué tamaño son los azulejos que se pintan?", "Cada azulejo mide 15 por 15 milímetros.", TILE, False),
    w.faith("es-ct-031", "value.currency", "¿Cuánto cuesta desbloquear un patinete de PatinGo?", "Desbloquearlo cuesta 1,50 €.", SCOOTER, False),
    w.faith("es-ct-032", "role.swap", "¿Quién canta Violetta y quién dirige la orquesta?", "Andrés Molina canta Violetta y Elena Vázquez dirige la orquesta.", OPERA, False),
    w.faith("es-ct-033", "negation", "¿Puedo dejar a mi periquito en Huellitas?", "Sí, Huellitas también acepta aves.", PET, False),
    w.faith("es-ct-034", "antonym", "¿Se podrá circular en coche por la calle principal durante las fiestas?", "Sí, la calle principal seguirá abierta al tráfico los dos días.", FESTIVAL, False),
    w.faith("es-ct-035", "modality", "¿Es necesario llevar casco en los patinetes de PatinGo?", "Sí, el casco es obligatorio para todos los usuarios de PatinGo.", SCOOTER, False),
    w.faith("es-ct-036", "quantifier", "¿Qué uvas se cultivan en Viña Altozano?", "La mayoría de las uvas son garnacha, y el resto es tempranillo y graciano.", VINEYARD, False),
    w.faith("es-ct-037", "value.except", "¿Puedo aparcar el patinete en el paseo marítimo?", "Sí, puedes aparcarlo en el paseo marítimo.", SCOOTER, False),
    w.faith("es-ct-038", "direction", "¿Hay descuento para niños en el crucero?", "Sí, los niños mayores de 12 años pagan la mitad.", CRUISE, False),
    w.faith("es-ct-039", "added.fact", "¿Quién imparte el curso de pintura de azulejos?", "La ceramista Inés Duarte, que se formó en Lisboa y lleva veinte años dando clases.", TILE, False),
    w.faith("es-ct-040", "added.entity", "¿Quién fundó Taxis Verdes?", "Alberto Navarro fundó Taxis Verdes en 2008 junto con su hermano Sergio.", TAXI, False),
    w.faith("es-ct-041", "mixed", "¿Cuándo son las clases para principiantes en el skatepark?", "Las clases para niños principiantes son los sábados por la mañana y duran dos horas cada una.", SKATE, False),
]
REFUSAL = [
    w.refusal("es-ct-042", "refusal.plain", "¿Se pueden celebrar bodas en Viña Altozano?", "Lo siento, no tengo esa información.", VINEYARD, True),
    w.refusal("es-ct-043", "refusal.context", "¿Hay wifi a bordo del Reina del Río?", "Los documentos proporcionados no mencionan el wifi a bordo, así que no puedo responder con ellos.", CRUISE, True),
    w.refusal("es-ct-044", "refusal.short", "¿Hay código de vestimenta en el Teatro de la Ópera de Valdemora?", "Ni idea.", OPERA, True),
    w.refusal("es-ct-045", "refusal.long", "¿Los residentes de Los Olivos se vacunan de la gripe cada otoño?", "Gracias por tu pregunta. Por desgracia, la información que tengo solo trata de las normas de visita de la residencia Los Olivos, como el horario, el registro en recepción o lo que se puede traer, y no dice nada sobre vacunas. Te recomiendo que preguntes directamente al personal de enfermería, que podrá darte una respuesta fiable.", NURSING, True),
    w.refusal("es-ct-046", "refusal.hedged", "¿Cuándo es el curso de pintura de azulejos?", "No estoy del todo seguro, pero parece que el curso es los jueves de 18:00 a 21:00.", TILE, False),
    w.refusal("es-ct-047", "refusal.partial", "¿Cuánto cuesta una noche en Huellitas para un perro y para un conejo?", "Para un perro, la noche en habitación estándar cuesta 30 €; sobre conejos la información no dice nada, así que no puedo darte un precio.", PET, False),
]
CORRECTNESS = [
    w.correct("es-ct-048", "correct.wordy", "¿Quién fundó Taxis Verdes?", "Taxis Verdes la fundó Alberto Navarro en 2008, y hoy opera 65 coches en Zaragoza.", "Alberto Navarro", True),
    w.correct("es-ct-049", "correct.short", "¿Qué edad hay que tener para usar PatinGo?", "18 años como mínimo.", "Los usuarios deben tener al menos 18 años y un permiso de conducir válido.", True),
    w.correct("es-ct-050", "correct.format", "¿Qué día empiezan las fiestas de San Martín del Monte?", "El 13/07/2024.", "El 13 de julio de 2024", True),
    w.correct("es-ct-051", "wrong.value", "¿Qué profundidad tiene el bowl principal del skatepark del Río?", "Tiene 2,5 metros de profundidad.", "3,5 metros", False),
    w.correct("es-ct-052", "wrong.echo", "¿Cuánto dura la vendimia en Viña Altozano?", "La vendimia en Viña Altozano dura lo que dura la vendimia en Viña Altozano.", "Tres semanas", False),
    w.correct("es-ct-053", "wrong.role", "¿Quién dirige la orquesta en La Traviata de Valdemora?", "La dirige Elena Vázquez.", "Andrés Molina", False),
]
RELEVANCY = [
    w.relevant("es-ct-054", "relevant.direct", "¿Cuándo puedo llevar a mi gato a Huellitas?", "De 8:00 a 11:00.", PET, True),
    w.relevant("es-ct-055", "relevant.yesno", "¿Mi hija de 11 años puede apuntarse al curso de azulejos?", "Sí, siempre que participe con su padre o su madre.", TILE, True),
    w.relevant("es-ct-056", "offtopic.true", "¿A qué hora empieza el desfile de las fiestas?", "El concurso de tortillas lo juzga la cocinera Rosario Gil.", FESTIVAL, False),
    w.relevant("es-ct-057", "offtopic.other", "¿De cuánto es el recargo nocturno de Taxis Verdes?", "Puedes pedir un taxi por teléfono o con la app de Taxis Verdes.", TAXI, False),
]
DIAGNOSIS = [
    w.diag("es-ct-058", "diag.pass", "¿A qué hora llega el Reina del Río a Sanlúcar?", "Llega a Sanlúcar a las 15:45.", {"cruise": CRUISE, "opera": OPERA}, ("cruise",), "pass"),
    w.diag("es-ct-059", "diag.offtopic", "¿Cuánto dura una función de La Traviata?", "El Teatro de la Ópera de Valdemora se inauguró en 1912.", {"opera": OPERA, "skate": SKATE}, ("opera",), "fix_generation"),
    w.diag("es-ct-060", "diag.unfaithful", "¿Cuántos visitantes puede recibir a la vez un residente de Los Olivos?", "Cada residente puede recibir hasta seis visitantes a la vez.", {"nursing": NURSING, "pet": PET}, ("nursing",), "fix_generation"),
    w.diag("es-ct-061", "diag.refused", "¿Cuánto cuesta una cata guiada en Viña Altozano?", "Lo siento, no dispongo de esa información.", {"vineyard": VINEYARD, "tile": TILE}, ("vineyard",), "fix_generation"),
    w.diag("es-ct-062", "diag.missed", "¿Cuánto cuesta la bajada de bandera en Taxis Verdes?", "No he encontrado el precio de la bajada de bandera en los documentos.", {"scooter": SCOOTER, "festival": FESTIVAL}, ("taxi",), "fix_retrieval"),
    w.diag("es-ct-063", "diag.correct_refusal", "¿Cuál es el teléfono del ayuntamiento de San Martín del Monte?", "Lo siento, los documentos no incluyen el teléfono del ayuntamiento.", {"festival": FESTIVAL, "taxi": TAXI}, (), "correct_refusal"),
    w.diag("es-ct-064", "diag.should_refuse", "¿Quién ganó el concurso de tortillas el año pasado?", "El año pasado lo ganó Encarna Prieto.", {"festival": FESTIVAL, "cruise": CRUISE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
