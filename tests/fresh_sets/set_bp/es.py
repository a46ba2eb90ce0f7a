"""Spanish cases of fresh set bp: the Clínica Oftalmológica Miravista (an eye clinic), the
night train «Lucero del Norte», the Taller La Viruta's woodworking course, the préstamo
interbibliotecario of the Biblioteca de la Universidad de Altamira, the Bolera Strike (a
bowling alley), the pastelería La Espiga's custom cakes, the language exchange «Habla
Conmigo», the puerto deportivo de Cala Gaviota (a marina), the bicycle repair shop Pedal y
Piñón and the Planetario de Valdeluz."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

EYE_CLINIC = (
    "La Clínica Oftalmológica Miravista, en Valencia, abre de lunes a viernes de 8:30 a 19:00 y los sábados de 9:00 a 13:00. "
    "Una revisión visual estándar dura unos 30 minutos y cuesta 55 €, y una adaptación de lentes de contacto cuesta 90 €. "
    "Todas las consultas de cirugía láser las atiende la oftalmóloga jefa, la Dra. Lucía Navarro, mientras que el Dr. Pablo Ortiz atiende a los menores de 14 años. "
    "Los pacientes a los que se les aplican gotas para dilatar la pupila no deben conducir durante al menos 4 horas. "
    "Las citas canceladas con menos de 24 horas de antelación tienen un recargo de 20 €, salvo que el paciente presente un justificante médico."
)

NIGHT_TRAIN = (
    "El tren nocturno «Lucero del Norte» sale de Madrid-Chamartín a las 22:15 y llega a A Coruña a las 7:35 del día siguiente. "
    "El recorrido es de unos 610 kilómetros, y el tren tiene 11 coches, 6 de ellos coches cama. "
    "Un asiento cuesta 35 €, una litera en compartimento de cuatro cuesta 75 € y una cabina privada con ducha cuesta 195 €, con desayuno incluido. "
    "Cada viajero puede llevar hasta 2 maletas grandes, y las bicicletas deben reservarse con al menos 48 horas de antelación. "
    "El tren circula todas las noches excepto los domingos, y la cafetería cierra a medianoche."
)

WOODWORKING = (
    "El Taller La Viruta, en Sevilla, ofrece un curso de carpintería para principiantes de seis semanas, con una sesión cada miércoles de 18:00 a 20:30. "
    "El maestro carpintero Rafael Molina imparte el curso, y su aprendiz Carmen Ruiz le ayuda. "
    "La matrícula cuesta 290 € e incluye toda la madera y el uso de las herramientas, pero cada alumno debe traer sus propias gafas de protección. "
    "Cada grupo tiene como máximo 8 participantes, y la edad mínima es de 16 años. "
    "Al terminar la última sesión, cada alumno se lleva a casa el pequeño taburete de roble que ha construido."
)

INTERLIBRARY_LOAN = (
    "El servicio de préstamo interbibliotecario de la Biblioteca de la Universidad de Altamira permite a estudiantes y personal pedir a bibliotecas asociadas libros que la biblioteca no tiene. "
    "Los estudiantes de grado pueden hacer hasta 10 solicitudes gratuitas por cuatrimestre; cada solicitud adicional cuesta 2,50 €. "
    "Los libros suelen llegar en un plazo de 7 a 10 días hábiles y se pueden tener durante 3 semanas, y los artículos de revista se envían en PDF por correo electrónico, normalmente en 48 horas. "
    "Las solicitudes que se hacen el viernes después de las 16:00 se tramitan el lunes siguiente. "
    "El año pasado el servicio gestionó 12.400 solicitudes. "
    "Lo lleva la bibliotecaria Marta Gil, y los libros prestados deben devolverse en el mostrador de préstamo, no en el buzón de devolución."
)

BOWLING = (
    "La Bolera Strike de Zaragoza tiene 18 pistas y abre todos los días de 12:00 a 24:00, excepto el 1 de enero. "
    "Una partida cuesta 4 € por persona antes de las 18:00 y 5,50 € por persona después de las 18:00; el alquiler de zapatos cuesta 1,50 €. "
    "Una pista se puede reservar como máximo 2 horas seguidas, y en cada pista pueden jugar hasta 6 personas. "
    "Los menores de 12 años deben ir acompañados de un adulto. "
    "Todos los jueves por la noche, el gerente Javier Castillo organiza una liga en la que equipos de 4 jugadores compiten por un trofeo."
)

BAKERY = (
    "La pastelería La Espiga solo acepta encargos de tartas personalizadas si se hacen con al menos 5 días de antelación a la fecha de recogida. "
    "Una tarta redonda para 12 personas pesa unos 1,5 kilos y cuesta 38 €, y una tarta de dos pisos para 40 personas cuesta 140 €. "
    "Al hacer el encargo se paga una señal de la mitad del precio, y el resto se abona al recoger la tarta. "
    "Las tartas se pueden recoger de martes a sábado, entre las 10:00 y las 16:00. "
    "Todas las tartas personalizadas las diseña la pastelera jefa Elena Vidal, y la decoración con flores naturales cuesta 12 € más."
)

LANGUAGE_EXCHANGE = (
    "El intercambio de idiomas «Habla Conmigo» del Centro Cívico Las Delicias une a personas con distintas lenguas maternas para practicar la conversación. "
    "Los encuentros se celebran todos los martes de 19:00 a 20:30 en la sala 3. "
    "Cada encuentro se divide en dos mitades de 45 minutos, una en cada idioma. "
    "La inscripción cuesta 20 € por un trimestre de 12 semanas, y el primer encuentro es gratuito. "
    "La voluntaria Sofía Mendoza forma las parejas, y los participantes deben tener al menos 18 años."
)

MARINA = (
    "El puerto deportivo de Cala Gaviota, en Mallorca, tiene 190 amarres para embarcaciones de hasta 15 metros de eslora. "
    "Un amarre para visitantes cuesta 3,20 € por metro de eslora y noche, con agua y electricidad incluidas. "
    "De abril a octubre, la oficina del puerto abre de 7:00 a 20:00, y el resto del año de 9:00 a 17:00. "
    "El capitán de puerto, Miguel Ferrer, asigna todos los amarres para visitantes, y las embarcaciones que llegan deben llamarle por el canal 9 de VHF. "
    "En el pantalán se vende combustible, pero solo hay gasóleo."
)

BIKE_SHOP = (
    "El taller de bicicletas Pedal y Piñón lo lleva la mecánica Laura Serrano. "
    "Una puesta a punto básica cuesta 40 €, una revisión completa 95 €, y un pinchazo se arregla al momento, en unos 20 minutos, por 10 €. "
    "La mayoría de las reparaciones están listas en 3 días laborables. "
    "El taller abre de martes a sábado, de 9:30 a 18:30. "
    "Las bicicletas que no se recogen en los 30 días siguientes a la reparación se donan a una asociación benéfica local."
)

PLANETARIUM = (
    "La cúpula del Planetario de Valdeluz mide 17 metros de diámetro y tiene capacidad para 130 espectadores. "
    "Las sesiones empiezan cada hora en punto, de 10:00 a 17:00, y cada una dura 40 minutos. "
    "Las entradas cuestan 8 € para adultos y 5 € para niños de 4 a 12 años; los menores de 4 años entran gratis. "
    "Una vez empezada la sesión, no se permite la entrada a los rezagados. "
    "El espectáculo actual, «Rumbo a Neptuno», estará en cartel hasta el 31 de marzo de 2025; lo escribió la astrónoma Isabel Campos y lo narra el actor Diego Herrera."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-bp-001", "para.reorder", "¿Cuándo abre la Clínica Miravista los sábados?", "Los sábados, de 9:00 a 13:00, la clínica está abierta.", EYE_CLINIC, True),
    w.faith("es-bp-002", "para.passive", "¿Quién imparte el curso para principiantes del Taller La Viruta?", "El curso es impartido por el maestro carpintero Rafael Molina, que es ayudado por su aprendiz, Carmen Ruiz.", WOODWORKING, True),
    w.faith("es-bp-003", "para.synonym", "¿Qué pasa con las bicis que nadie pasa a buscar?", "Las bicis que nadie va a buscar en los 30 días posteriores a la reparación se regalan a una organización benéfica de la zona.", BIKE_SHOP, True),
    w.faith("es-bp-004", "para.nominal", "¿Puedo entrar si la sesión ya ha empezado?", "No, tras el inicio de la sesión no se permite el acceso a quienes lleguen tarde.", PLANETARIUM, True),
    w.faith("es-bp-005", "para.capital", "¿Desde dónde sale el Lucero del Norte?", "Sale de la estación de Chamartín, en la capital de España, a las 22:15.", NIGHT_TRAIN, True),
    w.faith("es-bp-006", "para.pronoun", "¿Quién asigna los amarres para visitantes en Cala Gaviota?", "Miguel Ferrer. Él es el capitán de puerto, y las embarcaciones que llegan deben llamarle por el canal 9 de VHF.", MARINA, True),
    w.faith("es-bp-007", "para.relative", "¿Quién diseña las tartas personalizadas de La Espiga?", "Las diseña Elena Vidal, que es la pastelera jefa de La Espiga.", BAKERY, True),
    w.faith("es-bp-008", "para.part", "¿Pueden los estudiantes usar el préstamo interbibliotecario?", "Sí, los estudiantes pueden pedir a bibliotecas asociadas libros que la Biblioteca de la Universidad de Altamira no tiene.", INTERLIBRARY_LOAN, True),
    w.faith("es-bp-009", "para.combine", "¿Cuándo y dónde se reúne «Habla Conmigo»?", "«Habla Conmigo» se reúne los martes de 19:00 a 20:30 en la sala 3 del Centro Cívico Las Delicias.", LANGUAGE_EXCHANGE, True),
    w.faith("es-bp-010", "fmt.number", "¿Cuánto dura el curso para principiantes y cuántas personas hay por grupo?", "El curso dura 6 semanas y cada grupo tiene como máximo ocho participantes.", WOODWORKING, True),
    w.faith("es-bp-011", "fmt.thousands", "¿Cuántas solicitudes gestionó el préstamo interbibliotecario el año pasado?", "El año pasado gestionó 12400 solicitudes.", INTERLIBRARY_LOAN, True),
    w.faith("es-bp-012", "fmt.scale", "¿Cuánto pesa la tarta redonda para 12 personas?", "Pesa unos 1.500 gramos.", BAKERY, True),
    w.faith("es-bp-013", "fmt.date", "¿Hasta cuándo estará en cartel «Rumbo a Neptuno»?", "Estará en cartel hasta el 31/03/2025.", PLANETARIUM, True),
    w.faith("es-bp-014", "fmt.time", "¿Qué horario tiene la oficina del puerto de abril a octubre?", "En esa época abre de siete de la mañana a ocho de la tarde.", MARINA, True),
    w.faith("es-bp-015", "fmt.unit", "¿Qué tamaño tiene la cúpula del planetario?", "La cúpula mide 17 m de diámetro y caben 130 espectadores.", PLANETARIUM, True),
    w.faith("es-bp-016", "fmt.abbrev", "¿Cuánto tardan en llegar los artículos de revista?", "Por préstamo interbibliotecario, los artículos suelen llegar en 48 h, en PDF y por e-mail.", INTERLIBRARY_LOAN, True),
    w.faith("es-bp-017", "fmt.currency", "¿Cuánto cuesta una revisión visual estándar en Miravista?", "Una revisión visual estándar cuesta 55 euros.", EYE_CLINIC, True),
    w.faith("es-bp-018", "fmt.range", "¿Cuánto tiempo puedo reservar una pista de bolos?", "Como máximo, dos horas seguidas.", BOWLING, True),
    w.faith("es-bp-019", "fmt.period", "¿Cuánto tiempo puedo tener un libro del préstamo interbibliotecario?", "Puedes tenerlo 21 días.", INTERLIBRARY_LOAN, True),
    w.faith("es-bp-020", "fmt.share", "¿Cuánto hay que pagar al encargar una tarta personalizada?", "Al encargarla pagas el 50 % del precio como señal, y el resto al recogerla.", BAKERY, True),
    w.faith("es-bp-021", "para.except", "¿Circula el Lucero del Norte todas las noches?", "No, los domingos no circula; el resto de las noches, sí.", NIGHT_TRAIN, True),
    w.faith("es-bp-022", "wrap.opener", "¿Cuánto cuesta una adaptación de lentes de contacto?", "¡Buena pregunta! En Miravista, una adaptación de lentes de contacto cuesta 90 €.", EYE_CLINIC, True),
    w.faith("es-bp-023", "wrap.closer", "¿Cuánto cuestan las entradas del Planetario de Valdeluz?", "Los adultos pagan 8 € y los niños de 4 a 12 años, 5 €. ¡Que disfrutes de la sesión!", PLANETARIUM, True),
    w.faith("es-bp-024", "wrap.attribution", "¿Cuánto cuesta una revisión completa en Pedal y Piñón?", "Según el documento, una revisión completa cuesta 95 €.", BIKE_SHOP, True),
    w.faith("es-bp-025", "wrap.hedge", "¿Qué incluye la matrícula del curso de carpintería?", "Creo que los 290 € de la matrícula incluyen toda la madera y el uso de las herramientas.", WOODWORKING, True),
    w.faith("es-bp-026", "wrap.question", "¿Qué combustible se puede comprar en Cala Gaviota?", "En el pantalán solo se vende gasóleo. ¿Tu barco funciona con gasóleo?", MARINA, True),
    w.faith("es-bp-027", "value.number", "¿Cuántas pistas tiene la Bolera Strike?", "La Bolera Strike tiene 24 pistas.", BOWLING, False),
    w.faith("es-bp-028", "value.date", "¿Hasta cuándo estará en cartel «Rumbo a Neptuno»?", "Estará en cartel hasta el 30 de abril de 2025.", PLANETARIUM, False),
    w.faith("es-bp-029", "value.time", "¿A qué hora llega el Lucero del Norte a A Coruña?", "Llega a A Coruña a las 8:35 del día siguiente.", NIGHT_TRAIN, False),
    w.faith("es-bp-030", "value.unit", "¿Qué tamaño de barco admite Cala Gaviota?", "Admite embarcaciones de hasta 15 pies de eslora.", MARINA, False),
    w.faith("es-bp-031", "value.currency", "¿Cuánto cuesta una litera en compartimento de cuatro?", "Una litera en compartimento de cuatro cuesta 75 dólares.", NIGHT_TRAIN, False),
    w.faith("es-bp-032", "role.swap", "¿Quién se encarga del curso de carpintería para principiantes?", "Carmen Ruiz imparte el curso, y su aprendiz Rafael Molina le ayuda.", WOODWORKING, False),
    w.faith("es-bp-033", "negation", "¿Puedo recoger mi tarta un sábado?", "No, los sábados no se pueden recoger tartas.", BAKERY, False),
    w.faith("es-bp-034", "antonym", "¿Qué encuentro de «Habla Conmigo» es gratuito?", "El último encuentro del trimestre es gratuito.", LANGUAGE_EXCHANGE, False),
    w.faith("es-bp-035", "modality", "¿Tengo que llevar algo al curso de carpintería?", "Puedes traer tus propias gafas de protección si quieres, pero no es obligatorio.", WOODWORKING, False),
    w.faith("es-bp-036", "quantifier", "¿Cuánto tardan las reparaciones en Pedal y Piñón?", "Todas las reparaciones están listas en 3 días laborables.", BIKE_SHOP, False),
    w.faith("es-bp-037", "value.except", "¿Abre la Bolera Strike el 1 de enero?", "Sí, el 1 de enero abre de 12:00 a 24:00, como cualquier otro día.", BOWLING, False),
    w.faith("es-bp-038", "direction", "¿Cuándo tengo que pagar un recargo por cancelar en Miravista?", "Se cobra un recargo de 20 € si cancelas con más de 24 horas de antelación, salvo que presentes un justificante médico.", EYE_CLINIC, False),
    w.faith("es-bp-039", "added.fact", "¿Cuánto cuesta la inscripción en «Habla Conmigo»?", "La inscripción cuesta 20 € por un trimestre de 12 semanas y solo se puede pagar con tarjeta.", LANGUAGE_EXCHANGE, False),
    w.faith("es-bp-040", "added.entity", "¿Quién asigna los amarres para visitantes?", "El capitán de puerto, Miguel Ferrer, y su adjunta, Nuria Pons, asignan los amarres para visitantes.", MARINA, False),
    w.faith("es-bp-041", "mixed", "¿Cuánto dura una sesión en el planetario?", "Cada sesión dura 40 minutos, y todas las butacas se reclinan por completo.", PLANETARIUM, False),
]

REFUSAL = [
    w.refusal("es-bp-042", "refusal.plain", "¿Se puede comer en la Bolera Strike?", "No lo sé.", BOWLING, True),
    w.refusal("es-bp-043", "refusal.context", "¿Trabaja la Clínica Miravista con seguros médicos privados?", "El contexto proporcionado no dice nada sobre seguros médicos, así que no puedo responder.", EYE_CLINIC, True),
    w.refusal("es-bp-044", "refusal.short", "¿Hay duchas en el puerto de Cala Gaviota?", "Ni idea.", MARINA, True),
    w.refusal("es-bp-045", "refusal.long", "¿Con cuántas bibliotecas asociadas trabaja el préstamo interbibliotecario?", "Muchas gracias por tu pregunta. Lamentablemente, la información de la que dispongo sobre el préstamo interbibliotecario de la Biblioteca de la Universidad de Altamira no indica cuántas bibliotecas asociadas participan, así que no puedo darte una cifra. El personal de la biblioteca seguramente podrá informarte. Siento no poder ayudarte más.", INTERLIBRARY_LOAN, True),
    w.refusal("es-bp-046", "refusal.hedged", "¿Cuánto dura una sesión en el Planetario de Valdeluz?", "No estoy del todo seguro, pero creo que cada sesión dura 40 minutos.", PLANETARIUM, False),
    w.refusal("es-bp-047", "refusal.partial", "¿Cuánto cuesta una tarta de dos pisos y se puede hacer sin gluten?", "Una tarta de dos pisos para 40 personas cuesta 140 €, pero la información no dice si se pueden hacer tartas sin gluten.", BAKERY, False),
]

CORRECTNESS = [
    w.correct("es-bp-048", "correct.wordy", "¿Cuánto dura una sesión en el Planetario de Valdeluz?", "Cada una de las sesiones del Planetario de Valdeluz dura en total 40 minutos, desde que empieza hasta que termina, así que conviene calcular unos cuarenta minutos bajo la cúpula.", "Cada sesión dura 40 minutos.", True),
    w.correct("es-bp-049", "correct.short", "¿Cuánto cuesta una puesta a punto básica en Pedal y Piñón?", "40 €.", "Una puesta a punto básica cuesta 40 €.", True),
    w.correct("es-bp-050", "correct.format", "¿A qué hora sale el Lucero del Norte de Madrid?", "A las diez y cuarto de la noche.", "Sale de Madrid-Chamartín a las 22:15.", True),
    w.correct("es-bp-051", "wrong.value", "¿A partir de qué edad se puede hacer el curso de carpintería para principiantes?", "A partir de los 14 años.", "La edad mínima es de 16 años.", False),
    w.correct("es-bp-052", "wrong.echo", "¿Qué combustible se vende en el pantalán de Cala Gaviota?", "El combustible que se vende en el pantalán de Cala Gaviota es gasolina.", "Solo se vende gasóleo.", False),
    w.correct("es-bp-053", "wrong.role", "¿Quién escribió «Rumbo a Neptuno» y quién lo narra?", "Lo escribió Diego Herrera y lo narra Isabel Campos.", "Lo escribió la astrónoma Isabel Campos y lo narra el actor Diego Herrera.", False),
]

RELEVANCY = [
    w.relevant("es-bp-054", "relevant.direct", "¿Qué horario tiene el taller Pedal y Piñón?", "Abre de martes a sábado, de 9:30 a 18:30.", BIKE_SHOP, True),
    w.relevant("es-bp-055", "relevant.yesno", "¿Puedo conducir justo después de que me pongan gotas para dilatar la pupila?", "No, debes esperar al menos 4 horas antes de conducir.", EYE_CLINIC, True),
    w.relevant("es-bp-056", "offtopic.true", "¿Con cuánta antelación tengo que encargar una tarta personalizada?", "La decoración con flores naturales cuesta 12 € más.", BAKERY, False),
    w.relevant("es-bp-057", "offtopic.other", "¿Cuánto cuesta alquilar zapatos en la Bolera Strike?", "La liga de los jueves la organiza el gerente Javier Castillo, con equipos de cuatro.", BOWLING, False),
]

DIAGNOSIS = [
    w.diag("es-bp-058", "diag.pass", "¿Cuánto cuesta la entrada infantil en el Planetario de Valdeluz?", "Los niños de 4 a 12 años pagan 5 €, y los menores de 4 años entran gratis.", {"planetarium": PLANETARIUM, "bike-shop": BIKE_SHOP}, ("planetarium",), "pass"),
    w.diag("es-bp-059", "diag.offtopic", "¿Qué se construye en el curso para principiantes del Taller La Viruta?", "La matrícula cuesta 290 €.", {"woodworking": WOODWORKING, "marina": MARINA}, ("woodworking",), "fix_generation"),
    w.diag("es-bp-060", "diag.unfaithful", "¿Cuánto cuesta una cabina privada en el Lucero del Norte?", "Una cabina privada con ducha cuesta 165 €, con desayuno incluido.", {"night-train": NIGHT_TRAIN, "bowling": BOWLING}, ("night-train",), "fix_generation"),
    w.diag("es-bp-061", "diag.refused", "¿Cuánto tardan en llegar los libros del préstamo interbibliotecario?", "Lo siento, la información proporcionada no indica cuánto tardan en llegar los libros.", {"interlibrary-loan": INTERLIBRARY_LOAN, "eye-clinic": EYE_CLINIC}, ("interlibrary-loan",), "fix_generation"),
    w.diag("es-bp-062", "diag.missed", "¿Cuánto cuesta una tarta de dos pisos en la pastelería La Espiga?", "Los documentos que tengo no mencionan ningún precio de tartas, así que no puedo responder.", {"bowling": BOWLING, "marina": MARINA}, ("bakery",), "fix_retrieval"),
    w.diag("es-bp-063", "diag.correct_refusal", "¿Qué idiomas se pueden practicar en «Habla Conmigo»?", "La información disponible no dice qué idiomas se ofrecen en «Habla Conmigo».", {"language-exchange": LANGUAGE_EXCHANGE, "planetarium": PLANETARIUM}, (), "correct_refusal"),
    w.diag("es-bp-064", "diag.should_refuse", "¿Vende Pedal y Piñón bicicletas eléctricas?", "Sí, Pedal y Piñón vende varios modelos de bicicletas eléctricas desde 1.390 €.", {"bike-shop": BIKE_SHOP, "eye-clinic": EYE_CLINIC}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
