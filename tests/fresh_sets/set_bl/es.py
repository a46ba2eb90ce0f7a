"""Spanish cases of fresh set bl: Escuela de Esquí Cumbre Blanca (Valdenieve), the BiciCiudad
bike-sharing scheme (Valdemar), guided tours at the Museo de Ciencias Naturales de Almenara, the
Academia Babel language school (Villaserena), the albergue El Faro (Puerto Claro), the mercado de
agricultores de la plaza de los Naranjos, personal training at the FuerzaVital gym, Mudanzas
Herrera (Montealto), the children's summer camp Los Pinos and the ticket policy of the Teatro
Olmedo."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

SKI_SCHOOL = (
    "La Escuela de Esquí Cumbre Blanca, en Valdenieve, ofrece clases en grupo para niños de 5 a 12 años y clases particulares para adultos. "
    "Una clase en grupo dura dos horas y cuesta 55 € por niño; cada grupo tiene como máximo seis niños. "
    "La jefa de monitores, Lucía Navarro, planifica los cursos, mientras que Diego Sanz se encarga de las reservas y del alquiler de material. "
    "El casco es obligatorio para todos los niños y se presta gratis. "
    "Las clases empiezan a las 9:30 y a las 13:30 todos los días excepto los martes, y la temporada va del 15 de diciembre al 30 de marzo."
)

BIKE_SHARE = (
    "BiciCiudad, el servicio de bicicleta compartida de Valdemar, cuenta con 1.200 bicicletas en 85 estaciones. "
    "El abono anual cuesta 50 €, o 25 € para estudiantes, y los primeros 30 minutos de cada trayecto son gratis para los abonados. "
    "Después, cada media hora adicional cuesta 1,20 €. "
    "Las bicicletas deben devolverse en una estación; dejarlas en otro lugar supone un cargo de 20 €. "
    "Entre la medianoche y las 5:00 solo están abiertas las 20 estaciones del centro."
)

MUSEUM_TOURS = (
    "El Museo de Ciencias Naturales de Almenara ofrece visitas guiadas a su sala de dinosaurios todos los sábados y domingos a las 11:00 y a las 16:00. "
    "Cada visita dura 45 minutos y admite como máximo a 15 personas. "
    "La visita cuesta 4 € además de la entrada general, pero los niños menores de 6 años participan gratis. "
    "Los participantes deben presentarse en el mostrador de información de la planta baja 10 minutos antes de que empiece la visita. "
    "Las visitas las dirige el conservador Andrés Molina, y la directora del museo, Carmen Ibáñez, guía una visita nocturna especial el primer viernes de cada mes."
)

LANGUAGE_SCHOOL = (
    "La Academia Babel, en Villaserena, enseña portugués, inglés y francés en clases de tarde con un máximo de 10 alumnos. "
    "Un curso de diez semanas, con dos clases de 90 minutos por semana, cuesta 390 €. "
    "Antes de matricularse en cualquier nivel hay que hacer una prueba de nivel, salvo los principiantes absolutos. "
    "Joana Pereira coordina el departamento de portugués y Emily Walker el de inglés. "
    "Cada primavera, los alumnos avanzados pueden apuntarse a un viaje de estudios de una semana a Lisboa, y quienes falten a más de tres clases no reciben certificado."
)

HOSTEL = (
    "El albergue El Faro, en Puerto Claro, tiene 64 camas en dormitorios de cuatro y de ocho camas, además de seis habitaciones dobles privadas. "
    "Todas las habitaciones de sus tres plantas tienen baño propio, y cada cama tiene una taquilla; en recepción se venden candados por 3 €. "
    "El desayuno se sirve de 7:00 a 10:00 y cuesta 5,50 €. "
    "La entrada es a partir de las 15:00 y la salida, antes de las 11:00. "
    "Algunos dormitorios son solo para mujeres, y los huéspedes deben tener al menos 18 años, salvo que viajen con su padre o su madre."
)

FARMERS_MARKET = (
    "El mercado de agricultores de la plaza de los Naranjos se celebra todos los sábados de 7:30 a 13:00, de abril a octubre. "
    "Unos 40 puestos venden verduras, queso, pan y flores, y al menos la mitad de los productos de cada puesto debe proceder de granjas situadas a menos de 50 km. "
    "Un puesto cuesta 25 € al día, y los vendedores nuevos pagan una única cuota de inscripción de 40 €. "
    "La gerente del mercado, Rosa Jiménez, asigna los puestos, y el cocinero Pablo Ortega hace una demostración de cocina a las 10:00. "
    "Se admiten perros con correa, pero no dentro de la carpa de comidas."
)

PERSONAL_TRAINING = (
    "En el gimnasio FuerzaVital, una sesión de entrenamiento personal dura 60 minutos y cuesta 45 €; un bono de diez sesiones cuesta 400 €. "
    "Los clientes nuevos tienen una valoración gratuita de 30 minutos con el entrenador Sergio Castro, que también diseña su plan de entrenamiento; la nutricionista Elena Vidal da consejos de alimentación. "
    "Las sesiones pueden cancelarse sin coste hasta 24 horas antes; las cancelaciones posteriores se cobran íntegras. "
    "Los bonos son válidos durante tres meses desde la primera sesión. "
    "Los entrenadores están disponibles de lunes a viernes de 6:00 a 21:00 y los sábados por la mañana."
)

MOVING_COMPANY = (
    "Mudanzas Herrera realiza mudanzas dentro de un radio de 30 km alrededor de Montealto. "
    "Un equipo de dos operarios con un camión de 7,5 toneladas cuesta 80 € por hora, con un mínimo de tres horas. "
    "El material de embalaje está incluido, pero trasladar un piano cuesta 200 € más. "
    "Hay que reservar con al menos dos semanas de antelación, y una reserva puede cambiarse de fecha gratis una vez. "
    "El jefe de operaciones, Raúl Herrera, planifica las rutas, y su compañera Marta Gil tramita las reclamaciones al seguro, que deben presentarse en los 7 días siguientes a la mudanza."
)

SUMMER_CAMP = (
    "El campamento de verano Los Pinos, a orillas del lago Azulejo, organiza en julio y agosto turnos de dos semanas para niños de 8 a 14 años. "
    "Un turno cuesta 980 €, comidas incluidas, y los hermanos tienen un 10 % de descuento. "
    "Los niños duermen en cabañas de ocho. Cada cabaña tiene un monitor. "
    "Los móviles se recogen a la llegada y se devuelven el último día, pero los padres pueden llamar a la oficina del campamento entre las 18:00 y las 19:00. "
    "La directora, Isabel Romero, dirige el programa, y el enfermero Luis Delgado está en el campamento las 24 horas."
)

THEATRE_TICKETS = (
    "El Teatro Olmedo vende entradas por internet y en taquilla, que abre de martes a sábado de 12:00 a 18:00. "
    "Las entradas cuestan entre 15 € y 60 € según la localidad. "
    "Hasta 48 horas antes de la función, las entradas pueden cambiarse por otra fecha pagando 2 € de gastos, pero no se reembolsan salvo que se cancele la función. "
    "Los espectadores que llegan tarde solo pueden entrar en el descanso. "
    "Los estudiantes menores de 26 años pagan la mitad del precio por las entradas compradas el mismo día de la función."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-bl-001", "para.reorder", "¿Cuánto dura una clase en grupo en Cumbre Blanca y cuánto cuesta?", "Por 55 € por niño se tiene una clase en grupo de dos horas.", SKI_SCHOOL, True),
    w.faith("es-bl-002", "para.passive", "¿Quién planifica los cursos en la Escuela de Esquí Cumbre Blanca?", "Los cursos son planificados por la jefa de monitores, Lucía Navarro.", SKI_SCHOOL, True),
    w.faith("es-bl-003", "para.synonym", "¿Qué pasa si dejo una bici de BiciCiudad fuera de una estación?", "Si aparcas la bici fuera de una estación, te cobran una penalización de 20 €.", BIKE_SHARE, True),
    w.faith("es-bl-004", "para.nominal", "¿Dónde y cuándo hay que reunirse para la visita de los dinosaurios?", "El punto de encuentro es el mostrador de información de la planta baja, con llegada 10 minutos antes del inicio de la visita.", MUSEUM_TOURS, True),
    w.faith("es-bl-005", "para.capital", "¿Adónde va el viaje de estudios de los alumnos avanzados de la Academia Babel?", "Cada primavera, los alumnos avanzados pueden hacer un viaje de estudios de una semana a Portugal.", LANGUAGE_SCHOOL, True),
    w.faith("es-bl-006", "para.pronoun", "¿Quién hace la valoración gratuita a los clientes nuevos de FuerzaVital?", "La hace Sergio Castro. Él también diseña el plan de entrenamiento.", PERSONAL_TRAINING, True),
    w.faith("es-bl-007", "para.relative", "¿Cómo funciona el desayuno en el albergue El Faro?", "El desayuno, que cuesta 5,50 €, se sirve entre las 7:00 y las 10:00.", HOSTEL, True),
    w.faith("es-bl-008", "para.part", "¿Las habitaciones de la primera planta del albergue tienen baño propio?", "Sí, las habitaciones de la primera planta tienen baño propio.", HOSTEL, True),
    w.faith("es-bl-009", "para.combine", "¿Cómo se alojan los niños en el campamento Los Pinos?", "Los niños duermen en cabañas de ocho, y cada una tiene su monitor.", SUMMER_CAMP, True),
    w.faith("es-bl-010", "fmt.number", "¿Cuántos operarios manda Mudanzas Herrera?", "Viene un equipo de 2 operarios con un camión de 7,5 toneladas.", MOVING_COMPANY, True),
    w.faith("es-bl-011", "fmt.thousands", "¿Cuántas bicicletas tiene BiciCiudad?", "BiciCiudad tiene 1200 bicicletas repartidas en 85 estaciones.", BIKE_SHARE, True),
    w.faith("es-bl-012", "fmt.scale", "¿De qué tamaño es el camión de Mudanzas Herrera?", "El equipo viene con un camión de 7.500 kilos.", MOVING_COMPANY, True),
    w.faith("es-bl-013", "fmt.date", "¿Cuándo es la temporada en Cumbre Blanca?", "La temporada va del 15/12 al 30/03.", SKI_SCHOOL, True),
    w.faith("es-bl-014", "fmt.time", "¿Cuándo pueden llamar los padres al campamento?", "Los padres pueden llamar a la oficina del campamento entre las seis y las siete de la tarde.", SUMMER_CAMP, True),
    w.faith("es-bl-015", "fmt.unit", "¿De dónde tienen que venir los productos del mercado de agricultores?", "Al menos la mitad de los productos de cada puesto debe proceder de granjas situadas a menos de 50 kilómetros.", FARMERS_MARKET, True),
    w.faith("es-bl-016", "fmt.abbrev", "¿Cuándo puedo entrenar con un entrenador en FuerzaVital?", "De lun. a vie., de 6:00 a 21:00, y los sáb. por la mañana.", PERSONAL_TRAINING, True),
    w.faith("es-bl-017", "fmt.currency", "¿Cuánto cuesta cambiar una entrada en el Teatro Olmedo?", "Cambiarla por otra fecha cuesta 2 euros, siempre que se haga al menos 48 horas antes de la función.", THEATRE_TICKETS, True),
    w.faith("es-bl-018", "fmt.range", "¿Cuánto cuestan las entradas del Teatro Olmedo?", "Las localidades más baratas cuestan 15 € y las más caras, 60 €.", THEATRE_TICKETS, True),
    w.faith("es-bl-019", "fmt.period", "¿Con cuánta antelación hay que reservar en Mudanzas Herrera?", "Hay que reservar con al menos 14 días de antelación.", MOVING_COMPANY, True),
    w.faith("es-bl-020", "fmt.share", "¿Hay descuento para estudiantes en el Teatro Olmedo?", "Sí, los estudiantes menores de 26 años tienen un 50 % de descuento en las entradas compradas el mismo día de la función.", THEATRE_TICKETS, True),
    w.faith("es-bl-021", "para.except", "¿Qué días da clases la Escuela de Esquí Cumbre Blanca?", "Los martes no hay clases; el resto de los días empiezan a las 9:30 y a las 13:30.", SKI_SCHOOL, True),
    w.faith("es-bl-022", "wrap.opener", "¿Cuándo se celebra el mercado de agricultores de la plaza de los Naranjos?", "¡Buena pregunta! El mercado se celebra todos los sábados de 7:30 a 13:00, de abril a octubre.", FARMERS_MARKET, True),
    w.faith("es-bl-023", "wrap.closer", "¿A qué hora son la entrada y la salida en el albergue El Faro?", "La entrada es a partir de las 15:00 y la salida, antes de las 11:00. ¡Que disfrutes de tu estancia!", HOSTEL, True),
    w.faith("es-bl-024", "wrap.attribution", "¿Cuánto cuesta el abono de BiciCiudad?", "Según el documento, el abono anual cuesta 50 €, o 25 € para estudiantes.", BIKE_SHARE, True),
    w.faith("es-bl-025", "wrap.hedge", "¿Cuánto dura la visita de los dinosaurios y cuántas personas pueden ir?", "Creo que cada visita dura 45 minutos y admite un máximo de 15 personas.", MUSEUM_TOURS, True),
    w.faith("es-bl-026", "wrap.question", "¿Cuánto cuesta un turno en el campamento Los Pinos?", "Un turno cuesta 980 €, comidas incluidas. ¿Quieres que te cuente también el descuento para hermanos?", SUMMER_CAMP, True),
    w.faith("es-bl-027", "value.number", "¿Cuántas personas pueden ir a una visita de los dinosaurios?", "Cada visita admite como máximo a 25 personas.", MUSEUM_TOURS, False),
    w.faith("es-bl-028", "value.date", "¿Cuándo es la temporada en Cumbre Blanca?", "La temporada va del 15 de diciembre al 30 de abril.", SKI_SCHOOL, False),
    w.faith("es-bl-029", "value.time", "¿A qué hora es la demostración de cocina del mercado?", "El cocinero Pablo Ortega hace la demostración de cocina a las 11:00.", FARMERS_MARKET, False),
    w.faith("es-bl-030", "value.unit", "¿De dónde deben proceder los productos que se venden en el mercado?", "Al menos la mitad de los productos de cada puesto debe proceder de granjas situadas a menos de 50 millas.", FARMERS_MARKET, False),
    w.faith("es-bl-031", "value.currency", "¿Cuánto cuesta un bono de diez sesiones en FuerzaVital?", "Un bono de diez sesiones cuesta 400 dólares.", PERSONAL_TRAINING, False),
    w.faith("es-bl-032", "role.swap", "¿Quién asigna los puestos en el mercado de agricultores?", "El cocinero Pablo Ortega asigna los puestos, y la gerente Rosa Jiménez hace la demostración de cocina.", FARMERS_MARKET, False),
    w.faith("es-bl-033", "negation", "¿El material de embalaje está incluido en Mudanzas Herrera?", "No, el material de embalaje no está incluido.", MOVING_COMPANY, False),
    w.faith("es-bl-034", "antonym", "¿Cómo cobra Mudanzas Herrera por un equipo?", "Un equipo cuesta 80 € por hora, con un máximo de tres horas.", MOVING_COMPANY, False),
    w.faith("es-bl-035", "modality", "¿Qué normas hay sobre los móviles en el campamento?", "Los móviles se recogen a la llegada, y los padres tienen que llamar a la oficina del campamento entre las 18:00 y las 19:00.", SUMMER_CAMP, False),
    w.faith("es-bl-036", "quantifier", "¿Hay dormitorios solo para mujeres en el albergue El Faro?", "Sí, todos los dormitorios son solo para mujeres.", HOSTEL, False),
    w.faith("es-bl-037", "value.except", "¿Quién tiene que hacer la prueba de nivel en la Academia Babel?", "Solo los principiantes absolutos tienen que hacer la prueba de nivel.", LANGUAGE_SCHOOL, False),
    w.faith("es-bl-038", "direction", "¿Cuándo tengo que estar en el mostrador de información para la visita?", "Tienes que estar en el mostrador de la planta baja 10 minutos después del inicio de la visita.", MUSEUM_TOURS, False),
    w.faith("es-bl-039", "added.fact", "¿Cuánto cuesta un curso de diez semanas en la Academia Babel?", "Un curso de diez semanas cuesta 390 €, con los libros de texto incluidos.", LANGUAGE_SCHOOL, False),
    w.faith("es-bl-040", "added.entity", "¿Quién ayuda con la alimentación en FuerzaVital?", "La nutricionista Elena Vidal da consejos de alimentación junto con el fisioterapeuta Javier Ruiz.", PERSONAL_TRAINING, False),
    w.faith("es-bl-041", "mixed", "¿Cuánto cuesta el abono para estudiantes y cuánto tiempo es gratis cada trayecto?", "Los estudiantes pagan 25 € al año, y los primeros 60 minutos de cada trayecto son gratis.", BIKE_SHARE, False),
]

REFUSAL = [
    w.refusal("es-bl-042", "refusal.plain", "¿La Escuela de Esquí Cumbre Blanca ofrece clases de snowboard?", "No sé si Cumbre Blanca ofrece clases de snowboard.", SKI_SCHOOL, True),
    w.refusal("es-bl-043", "refusal.context", "¿Hay aparcamiento en el albergue El Faro?", "El contexto proporcionado no dice nada sobre aparcamiento en el albergue El Faro.", HOSTEL, True),
    w.refusal("es-bl-044", "refusal.short", "¿Se puede pagar con tarjeta en el mercado de agricultores?", "Ni idea.", FARMERS_MARKET, True),
    w.refusal("es-bl-045", "refusal.long", "¿El Teatro Olmedo tiene guardarropa?", "Gracias por tu pregunta, y siento no poder ayudarte más en este caso. He revisado con atención la información que tengo sobre el Teatro Olmedo, pero no indica si el teatro dispone de guardarropa, así que no puedo responderte. Te recomiendo ponerte en contacto directamente con el teatro, donde seguro que podrán informarte con certeza.", THEATRE_TICKETS, True),
    w.refusal("es-bl-046", "refusal.hedged", "¿Cuánto cuesta una sesión de entrenamiento personal en FuerzaVital?", "No estoy del todo seguro, pero me parece que una sesión de 60 minutos cuesta 45 €.", PERSONAL_TRAINING, False),
    w.refusal("es-bl-047", "refusal.partial", "¿Cuánto cuesta trasladar un piano con Mudanzas Herrera y tienen servicio de guardamuebles?", "Trasladar un piano cuesta 200 € más. Sobre el guardamuebles, lamentablemente no tengo información.", MOVING_COMPANY, False),
]

CORRECTNESS = [
    w.correct("es-bl-048", "correct.wordy", "¿A qué hora empiezan las clases en grupo de la Escuela de Esquí Cumbre Blanca?", "¡Gracias por preguntar! En Cumbre Blanca hay dos turnos cada día de clase: la clase de la mañana empieza a las 9:30 y la de la tarde a las 13:30, así que puedes elegir el horario que mejor te venga.", "Las clases en grupo empiezan a las 9:30 y a las 13:30.", True),
    w.correct("es-bl-049", "correct.short", "¿Cuánto cuesta el abono anual de BiciCiudad para estudiantes?", "25 €.", "El abono anual cuesta 25 € para estudiantes.", True),
    w.correct("es-bl-050", "correct.format", "¿Cuánto dura un turno en el campamento Los Pinos?", "14 días.", "Un turno dura dos semanas.", True),
    w.correct("es-bl-051", "wrong.value", "¿En qué plazo hay que presentar una reclamación al seguro en Mudanzas Herrera?", "En los 30 días siguientes a la mudanza.", "Las reclamaciones al seguro deben presentarse en los 7 días siguientes a la mudanza.", False),
    w.correct("es-bl-052", "wrong.echo", "¿Qué idiomas enseña la Academia Babel en sus clases de tarde?", "En sus clases de tarde, la Academia Babel enseña alemán e italiano.", "La Academia Babel enseña portugués, inglés y francés.", False),
    w.correct("es-bl-053", "wrong.role", "¿Qué función tienen Isabel Romero y Luis Delgado en el campamento Los Pinos?", "Isabel Romero es la enfermera del campamento, y Luis Delgado es el director.", "Isabel Romero es la directora del campamento, y Luis Delgado es el enfermero.", False),
]

RELEVANCY = [
    w.relevant("es-bl-054", "relevant.direct", "¿Cuánto cuesta la visita de los dinosaurios en el Museo de Almenara?", "La visita cuesta 4 € además de la entrada general, y los niños menores de 6 años no pagan.", MUSEUM_TOURS, True),
    w.relevant("es-bl-055", "relevant.yesno", "¿Puedo cambiar la fecha de mi mudanza con Mudanzas Herrera?", "Sí, puedes cambiar la reserva de fecha gratis una vez.", MOVING_COMPANY, True),
    w.relevant("es-bl-056", "offtopic.true", "¿Cuánto tiempo es válido un bono de diez sesiones en FuerzaVital?", "La nutricionista Elena Vidal da consejos de alimentación a los clientes.", PERSONAL_TRAINING, False),
    w.relevant("es-bl-057", "offtopic.other", "¿Qué pasa si no devuelvo una bici de BiciCiudad en una estación?", "Para sacar una bici, basta con escanear el código QR del manillar con la aplicación de BiciCiudad.", BIKE_SHARE, False),
]

DIAGNOSIS = [
    w.diag("es-bl-058", "diag.pass", "¿Cuánto cuesta un candado en el albergue El Faro?", "En recepción venden candados por 3 €.", {"hostel": HOSTEL, "farmers-market": FARMERS_MARKET}, ("hostel",), "pass"),
    w.diag("es-bl-059", "diag.offtopic", "¿Para qué edades son las clases en grupo de Cumbre Blanca?", "En Cumbre Blanca, Diego Sanz se encarga de las reservas y del alquiler de material.", {"ski-school": SKI_SCHOOL, "summer-camp": SUMMER_CAMP}, ("ski-school",), "fix_generation"),
    w.diag("es-bl-060", "diag.unfaithful", "¿Cuándo pueden entrar los que llegan tarde al Teatro Olmedo?", "Quienes llegan tarde pueden ocupar su asiento en cualquier momento durante el primer acto.", {"theatre": THEATRE_TICKETS, "museum": MUSEUM_TOURS}, ("theatre",), "fix_generation"),
    w.diag("es-bl-061", "diag.refused", "¿Hasta cuándo puedo cancelar gratis una sesión de entrenamiento personal en FuerzaVital?", "Lo siento, no he encontrado información sobre la cancelación de sesiones.", {"gym": PERSONAL_TRAINING, "moving": MOVING_COMPANY}, ("gym",), "fix_generation"),
    w.diag("es-bl-062", "diag.missed", "¿Cuántos alumnos hay en una clase de tarde de la Academia Babel?", "Los documentos de los que dispongo no indican el tamaño de las clases de la Academia Babel.", {"bike-share": BIKE_SHARE, "hostel": HOSTEL}, ("language-school",), "fix_retrieval"),
    w.diag("es-bl-063", "diag.correct_refusal", "¿Hay aseos públicos en el mercado de agricultores de la plaza de los Naranjos?", "La información disponible no menciona aseos en el mercado, así que no puedo decírtelo.", {"farmers-market": FARMERS_MARKET, "museum": MUSEUM_TOURS}, (), "correct_refusal"),
    w.diag("es-bl-064", "diag.should_refuse", "¿Hay autobús desde la ciudad hasta el campamento Los Pinos?", "Sí, un autobús del campamento sale de la estación central todos los domingos a las 10:00.", {"summer-camp": SUMMER_CAMP, "theatre": THEATRE_TICKETS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
