"""Spanish cases of set BH: a car rental agency, a university admissions office, a pharmacy,
a climbing gym, a wedding venue, a recycling centre, a piano teacher, a cinema, a night train
and an internet provider."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

CARS = "Alquileres Sol y Mar, en el aeropuerto de Málaga, abre todos los días de 7:00 a 23:00. El conductor debe tener al menos 23 años y dos años de carné. Los menores de 25 años pagan un suplemento de 12 € al día. La silla infantil cuesta 7 € al día. El coche se entrega con el depósito lleno y debe devolverse igual."
ADMISSIONS = "La oficina de admisiones de la Universidad de Valdeluz abre la preinscripción para los grados del curso 2025-2026 del 2 de junio al 4 de julio de 2025. Cada estudiante puede solicitar hasta diez grados, por orden de preferencia. Los estudiantes con bachillerato de Estados Unidos deben pedir antes la homologación del título. Las listas de admitidos se publican el 15 de julio."
PHARMACY = "La farmacia Ortega, en la calle Mayor de Zaragoza, abre de lunes a sábado de 9:30 a 21:30 y cierra los domingos. La farmacéutica, la Dra. Lucía Ortega, toma la tensión gratis. La vacuna de la gripe se pone sin cita los martes y jueves por la mañana. La mitad de los medicamentos que vende son genéricos."
CLIMBING = "El rocódromo Bloque Norte tiene 60 vías y una zona de búlder con paredes de 4 metros. La entrada de un día cuesta 12 €, y el alquiler de pies de gato, 3 €. Todos los que vienen por primera vez deben asistir a una charla de seguridad de 15 minutos. Los menores de 14 años solo pueden escalar acompañados de un adulto."
WEDDING = "La finca El Olivar, en Carmona, celebra bodas de hasta 250 invitados. El alquiler cuesta 7.500 € los sábados y 5.000 € el resto de días. La música al aire libre debe terminar a la una de la madrugada; dentro del salón, la fiesta puede seguir hasta las 5:00. Los novios pueden traer su propio catering siempre que tenga registro sanitario. Para reservar la fecha hay que pagar una señal del 20 % del alquiler."
RECYCLING = "El punto limpio de Arganzuela abre de martes a domingo de 8:00 a 20:00 y cierra los lunes. Admite gratis papel, vidrio, aparatos eléctricos y aceite de cocina usado. Cada vecino puede llevar como máximo tres muebles al mes. Los escombros solo se aceptan en sacos de hasta 30 kilos. Se inauguró en 2008 y recibe unas 600 toneladas de residuos al año."
PIANO = "Carmen Rivas da clases de piano en su estudio del barrio de Gràcia. Cada clase dura una hora y cuesta 30 €; el bono de ocho clases sale por 220 €. Acepta alumnos a partir de los seis años y también adultos. Las clases canceladas con menos de 24 horas de antelación se cobran enteras. Cada mes de junio sus alumnos dan un recital en el centro cívico del barrio."
CINEMA = "Los cines Alcázar tienen siete salas; la mayor tiene 400 butacas. La entrada normal cuesta 9,50 €, y los miércoles, día del espectador, 6 €. La última sesión empieza a las 22:40. No se permite entrar con comida de fuera, salvo potitos para bebés. Manuel Garrido fundó los cines en 1961, y desde 2015 pertenecen a la cadena Cinesur."
NIGHT_TRAIN = "El tren hotel Atlántico sale de Madrid-Chamartín a las 21:45 y llega a Lisboa, la capital de Portugal, a las 7:20 del día siguiente. Una cama en cabina doble cuesta 95 € por persona e incluye el desayuno. Cada viajero puede llevar dos maletas de hasta 25 kilos cada una. No se admiten animales, excepto perros guía."
INTERNET = "La operadora Conecta ofrece fibra de 600 Mb por 30 € al mes, con una permanencia de 12 meses. La instalación es gratuita si el alta se hace por internet. El router es propiedad de la operadora y debe devolverse en los 30 días siguientes a la baja. La atención al cliente funciona todos los días de 9:00 a 22:00."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("es-bh-001", "para.reorder", "¿Qué horario tiene Sol y Mar en el aeropuerto de Málaga?", "La oficina está abierta de 7:00 a 23:00, todos los días.", CARS, True),
    w.faith("es-bh-002", "para.passive", "¿Quién fundó los cines Alcázar?", "Los cines fueron fundados por Manuel Garrido en 1961.", CINEMA, True),
    w.faith("es-bh-003", "para.synonym", "¿Cuántas vías hay en Bloque Norte?", "El rocódromo cuenta con 60 vías.", CLIMBING, True),
    w.faith("es-bh-004", "para.nominal", "¿Qué pasa si cancelo una clase de piano a última hora?", "La cancelación con menos de 24 horas de antelación supone el cobro íntegro de la clase.", PIANO, True),
    w.faith("es-bh-005", "para.capital", "¿Adónde llega el tren hotel Atlántico?", "Llega a la capital portuguesa, Lisboa, a las 7:20 del día siguiente.", NIGHT_TRAIN, True),
    w.faith("es-bh-006", "para.pronoun", "¿Quién toma la tensión en la farmacia Ortega?", "La farmacéutica, Lucía Ortega. Lo hace gratis.", PHARMACY, True),
    w.faith("es-bh-007", "para.relative", "¿Podemos llevar nuestro propio catering a El Olivar?", "Sí, podéis traer un catering propio, que debe tener registro sanitario.", WEDDING, True),
    w.faith("es-bh-008", "para.part", "¿Qué velocidad tiene la fibra de Conecta?", "600 Mb.", INTERNET, True),
    w.faith("es-bh-009", "para.combine", "¿Cuánto cuesta la entrada en los cines Alcázar y a qué hora es la última sesión?", "La entrada normal cuesta 9,50 € y la última sesión empieza a las 22:40.", CINEMA, True),
    w.faith("es-bh-010", "fmt.number", "¿Cuántas salas tienen los cines Alcázar?", "Tienen 7 salas; la más grande, de 400 butacas.", CINEMA, True),
    w.faith("es-bh-011", "fmt.thousands", "¿Cuánto cuesta alquilar El Olivar un sábado?", "Los sábados, 7500 €.", WEDDING, True),
    w.faith("es-bh-012", "fmt.scale", "¿Cuántos residuos recibe el punto limpio de Arganzuela?", "Unos 600.000 kilos al año.", RECYCLING, True),
    w.faith("es-bh-013", "fmt.date", "¿Hasta cuándo se puede hacer la preinscripción en Valdeluz?", "Hasta el 04/07/2025.", ADMISSIONS, True),
    w.faith("es-bh-014", "fmt.time", "¿A qué hora sale el tren hotel de Madrid?", "Sale de Chamartín a las diez menos cuarto de la noche.", NIGHT_TRAIN, True),
    w.faith("es-bh-015", "fmt.unit", "¿Cuánto pueden pesar las maletas en el tren hotel Atlántico?", "Hasta 25 kg cada una, y se pueden llevar dos.", NIGHT_TRAIN, True),
    w.faith("es-bh-016", "fmt.abbrev", "¿Qué tienen que hacer los estudiantes con bachillerato estadounidense?", "Los estudiantes con bachillerato de EE. UU. deben pedir antes la homologación del título.", ADMISSIONS, True),
    w.faith("es-bh-017", "fmt.currency", "¿Cuánto cuesta una clase con Carmen Rivas?", "Cada clase de una hora cuesta 30 euros.", PIANO, True),
    w.faith("es-bh-018", "fmt.range", "¿Cuántos grados puedo solicitar en la preinscripción?", "Un máximo de diez, por orden de preferencia.", ADMISSIONS, True),
    w.faith("es-bh-019", "fmt.period", "¿Cuánto dura la permanencia con Conecta?", "Un año.", INTERNET, True),
    w.faith("es-bh-020", "fmt.share", "¿Qué parte de los medicamentos de la farmacia Ortega son genéricos?", "El 50 % de los medicamentos que vende son genéricos.", PHARMACY, True),
    w.faith("es-bh-021", "para.except", "¿Puedo entrar en los cines Alcázar con un potito para mi bebé?", "Sí, los potitos para bebés están permitidos, aunque el resto de comida de fuera no.", CINEMA, True),
    w.faith("es-bh-022", "wrap.opener", "¿Cuánto cuesta la entrada de un día en Bloque Norte?", "¡Claro! La entrada de un día cuesta 12 €.", CLIMBING, True),
    w.faith("es-bh-023", "wrap.closer", "¿Qué día cierra el punto limpio de Arganzuela?", "Cierra los lunes. ¡Espero que te sirva!", RECYCLING, True),
    w.faith("es-bh-024", "wrap.attribution", "¿Cuándo ponen la vacuna de la gripe en la farmacia Ortega?", "Según la farmacia, la vacuna se pone sin cita los martes y jueves por la mañana.", PHARMACY, True),
    w.faith("es-bh-025", "wrap.hedge", "¿Cuándo es el recital de los alumnos de Carmen Rivas?", "Creo que es cada mes de junio, en el centro cívico del barrio.", PIANO, True),
    w.faith("es-bh-026", "wrap.question", "¿En qué horario atiende Conecta a sus clientes?", "Todos los días de 9:00 a 22:00. ¿Quieres que te explique también cómo devolver el router?", INTERNET, True),
    w.faith("es-bh-027", "value.number", "¿Cuántas clases incluye el bono de Carmen Rivas?", "El bono incluye diez clases y sale por 220 €.", PIANO, False),
    w.faith("es-bh-028", "value.date", "¿Cuándo empieza la preinscripción en Valdeluz?", "El 12 de junio de 2025.", ADMISSIONS, False),
    w.faith("es-bh-029", "value.time", "¿A qué hora cierra el punto limpio de Arganzuela?", "A las 18:00, de martes a domingo.", RECYCLING, False),
    w.faith("es-bh-030", "value.unit", "¿Cuántos muebles puedo llevar al punto limpio?", "Como máximo tres muebles a la semana.", RECYCLING, False),
    w.faith("es-bh-031", "value.currency", "¿Cuánto cuesta la silla infantil en Sol y Mar?", "La silla infantil cuesta 9 € al día.", CARS, False),
    w.faith("es-bh-032", "role.swap", "¿De quién son ahora los cines Alcázar?", "Desde 2015 son de Manuel Garrido, que se los compró a la cadena Cinesur.", CINEMA, False),
    w.faith("es-bh-033", "negation", "¿Hay que devolver el router de Conecta al darse de baja?", "No, el router no hay que devolverlo.", INTERNET, False),
    w.faith("es-bh-034", "antonym", "¿Cobran por dejar aceite de cocina usado en el punto limpio?", "Sí, el aceite de cocina usado solo se admite pagando.", RECYCLING, False),
    w.faith("es-bh-035", "modality", "¿Es obligatoria la charla de seguridad en Bloque Norte?", "No, la charla de seguridad es recomendable, pero voluntaria.", CLIMBING, False),
    w.faith("es-bh-036", "quantifier", "¿Cuántas butacas tienen las salas de los cines Alcázar?", "Todas las salas tienen 400 butacas.", CINEMA, False),
    w.faith("es-bh-037", "value.except", "¿Puedo viajar con mi perro guía en el tren hotel Atlántico?", "No, en el tren no se admite ningún animal, tampoco los perros guía.", NIGHT_TRAIN, False),
    w.faith("es-bh-038", "direction", "¿Quién tiene que escalar acompañado en Bloque Norte?", "Los mayores de 14 años solo pueden escalar acompañados de un adulto.", CLIMBING, False),
    w.faith("es-bh-039", "added.fact", "¿Cuánto es la señal para reservar El Olivar?", "Una señal del 20 % del alquiler, que no se devuelve si se cancela la boda.", WEDDING, False),
    w.faith("es-bh-040", "added.entity", "¿Quién toma la tensión en la farmacia Ortega?", "La Dra. Lucía Ortega y su hermano Javier, que también es farmacéutico.", PHARMACY, False),
    w.faith("es-bh-041", "mixed", "¿Cómo hay que devolver el coche en Sol y Mar?", "Hay que devolverlo con el depósito lleno; si no, se cobra un recargo fijo de 50 €.", CARS, False),
    w.faith("es-bh-042", "value.number", "¿Cuántos invitados caben en la finca El Olivar?", "Hasta 350 invitados.", WEDDING, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-bh-043", "refusal.plain", "¿Sol y Mar alquila coches eléctricos?", "Lo siento, no lo sé.", CARS, True),
    w.refusal("es-bh-044", "refusal.context", "¿La finca El Olivar tiene alojamiento para los invitados?", "La documentación disponible no dice nada sobre alojamiento.", WEDDING, True),
    w.refusal("es-bh-045", "refusal.short", "¿Los cines Alcázar ponen películas en versión original?", "Ni idea.", CINEMA, True),
    w.refusal("es-bh-046", "refusal.long", "¿Carmen Rivas da clases por videollamada?", "Gracias por tu pregunta. Por desgracia, la información que tengo no menciona clases en línea, así que no puedo confirmártelo. Te recomiendo que se lo preguntes directamente a ella.", PIANO, True),
    w.refusal("es-bh-047", "refusal.hedged", "¿Cuánto cuesta alquilar pies de gato en Bloque Norte?", "No estoy del todo seguro, pero creo que son 3 €.", CLIMBING, False),
    w.refusal("es-bh-048", "refusal.partial", "¿A qué hora cierra la farmacia Ortega y tiene servicio a domicilio?", "De lunes a sábado cierra a las 21:30; sobre el servicio a domicilio, la información no dice nada.", PHARMACY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-bh-049", "correct.wordy", "¿Quién da clases de piano en el barrio de Gràcia?", "Las clases de piano en el barrio de Gràcia las da Carmen Rivas, en su propio estudio.", "Carmen Rivas.", True),
    w.correct("es-bh-050", "correct.short", "¿A qué hora llega el tren hotel Atlántico a Lisboa?", "A las 7:20 del día siguiente.", "El tren sale de Madrid-Chamartín a las 21:45 y llega a Lisboa a las 7:20 del día siguiente.", True),
    w.correct("es-bh-051", "correct.format", "¿Cuánto cuesta el alquiler de El Olivar un sábado?", "Siete mil quinientos euros.", "7.500 €", True),
    w.correct("es-bh-052", "wrong.value", "¿Cuántas butacas tiene la sala más grande de los cines Alcázar?", "Tiene 300 butacas.", "400 butacas.", False),
    w.correct("es-bh-053", "wrong.echo", "¿Cómo se aceptan los escombros en el punto limpio?", "En el punto limpio los escombros se aceptan sueltos, sin necesidad de sacos.", "Solo en sacos de hasta 30 kilos.", False),
    w.correct("es-bh-054", "wrong.role", "¿Quién fundó los cines Alcázar?", "Los fundó la cadena Cinesur.", "Manuel Garrido, en 1961; Cinesur es la dueña solo desde 2015.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-bh-055", "relevant.direct", "¿Cuándo ponen la vacuna de la gripe en la farmacia Ortega?", "Los martes y jueves por la mañana, sin cita.", PHARMACY, True),
    w.relevant("es-bh-056", "relevant.yesno", "¿Mi hija de 12 años puede escalar sola en Bloque Norte?", "No, los menores de 14 tienen que ir con un adulto.", CLIMBING, True),
    w.relevant("es-bh-057", "offtopic.true", "¿Cuánto cuesta al mes la fibra de Conecta?", "La atención al cliente funciona todos los días de 9:00 a 22:00.", INTERNET, False),
    w.relevant("es-bh-058", "offtopic.other", "¿Cuántos invitados caben en El Olivar?", "La música al aire libre tiene que acabar a la una de la madrugada.", WEDDING, False),
    w.relevant("es-bh-059", "relevant.direct", "¿Qué incluye la cama en cabina doble del tren hotel?", "El desayuno va incluido.", NIGHT_TRAIN, True),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-bh-060", "diag.pass", "¿Cuánto cuesta la entrada de un día en Bloque Norte?", "La entrada de un día cuesta 12 €.", {"climbing-01": CLIMBING, "cinema-01": CINEMA}, ("climbing-01",), "pass"),
    w.diag("es-bh-061", "diag.offtopic", "¿Cuánto dura una clase con Carmen Rivas?", "Cada mes de junio sus alumnos dan un recital en el centro cívico del barrio.", {"piano-01": PIANO, "pharmacy-01": PHARMACY}, ("piano-01",), "fix_generation"),
    w.diag("es-bh-062", "diag.unfaithful", "¿A qué hora abre Sol y Mar?", "Abre a las 9:00.", {"cars-01": CARS, "train-01": NIGHT_TRAIN}, ("cars-01",), "fix_generation"),
    w.diag("es-bh-063", "diag.refused", "¿Cuánto cuesta alquilar El Olivar un sábado?", "Lo siento, no tengo esa información.", {"wedding-01": WEDDING, "recycling-01": RECYCLING}, ("wedding-01",), "fix_generation"),
    w.diag("es-bh-064", "diag.missed", "¿Hasta qué hora atiende el servicio al cliente de Conecta?", "No lo sé.", {"cinema-01": CINEMA, "admissions-01": ADMISSIONS}, ("internet-01",), "fix_retrieval"),
    w.diag("es-bh-065", "diag.correct_refusal", "¿Cuál es la contraseña del wifi de los cines Alcázar?", "Lo siento, los documentos no lo indican.", {"cinema-01": CINEMA, "internet-01": INTERNET}, (), "correct_refusal"),
    w.diag("es-bh-066", "diag.should_refuse", "¿Hay duchas en el tren hotel Atlántico?", "Sí, cada cabina doble tiene su propia ducha.", {"train-01": NIGHT_TRAIN, "cars-01": CARS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
