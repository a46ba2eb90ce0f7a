"""Fresh set cg, Spanish: a puppet theatre, a school climbing wall, a wedding venue, a ski
lift pass office, a bicycle repair cafe, a nature reserve guided walk, a public sauna, a
language school, a ferry car deck booking and a street-food market."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

PUPPET = (
    "El teatro de títeres El Hilo Mágico, dirigido por Marta Quiroga, representa sus obras de marionetas en un antiguo depósito de tranvías rehabilitado de la avenida del Puerto. "
    "Las funciones de tarde del fin de semana empiezan a las 17:30 y duran 55 minutos, con un descanso de 10 minutos incluido. "
    "Las entradas cuestan 9 € para adultos y 6,50 € para menores de 12 años; los menores de 2 años entran gratis si van sentados en el regazo de un adulto. "
    "La sala tiene un aforo máximo de 130 personas. "
    "Hay funciones todos los días excepto los lunes, cuando los titiriteros ensayan. "
    "Los talleres de construcción de títeres para niños de 8 a 12 años los imparte el tallista Andrés Peña el primer sábado de cada mes."
)

CLIMB = (
    "El rocódromo del pabellón del IES Sierra Alta tiene 9 metros de altura y 16 vías de top rope. "
    "El alumnado solo puede escalar en las sesiones supervisadas de los lunes y miércoles, de 16:30 a 18:00. "
    "Todo escalador debe llevar arnés y casco; la bolsa de magnesio es opcional. "
    "Las sesiones las supervisa el profesor de Educación Física Javier Molina, que tiene el título oficial de monitor de escalada, y su ayudante Lucía Ramos asegura a los principiantes. "
    "La cuota trimestral cuesta 30 € e incluye 12 sesiones, y los alumnos de 1.º de ESO necesitan una autorización firmada por sus padres antes de su primera escalada."
)

WEDDING = (
    "La Finca Los Almendros, espacio para bodas propiedad de Carmen y Luis Ortega, admite hasta 190 invitados en banquete sentado y 260 en cóctel de pie. "
    "En 2025, el alquiler de un sábado cuesta 7.200 €, y el de un viernes o un domingo, 5.100 €. "
    "Al reservar se paga una señal del 20 %, y el resto debe abonarse 8 semanas antes de la boda. "
    "La música debe terminar a las 2:00 y todos los invitados deben abandonar la finca antes de las 3:00. "
    "Los novios pueden traer su propio catering, pero solo de una de las cinco empresas de la lista aprobada por la finca."
)

SKI = (
    "La taquilla de forfaits de la estación de Valdenieve abre todos los días de la temporada de 8:30 a 16:30; la temporada va del 1 de diciembre al 12 de abril. "
    "El forfait de día para adultos cuesta 49 €, y el de seis días para adultos, 250 €. "
    "Los niños de 6 a 11 años pagan la mitad de la tarifa de adulto, y los menores de 6 años esquían gratis con un adulto que pague. "
    "Un forfait perdido se puede reponer una sola vez, por 6 €, presentando el recibo original. "
    "La responsable de la taquilla, Rosa Navarro, solo puede devolver los días no usados cuando los remontes cierran por viento."
)

BIKE = (
    "El café de reparación de bicicletas La Cadena se reúne el segundo domingo de cada mes, de 10:00 a 13:00, en el salón parroquial de San Andrés. "
    "El ingeniero jubilado Ernesto Vidal dirige a los mecánicos voluntarios, que enseñan a los visitantes a arreglar su propia bici en lugar de arreglársela ellos. "
    "La ayuda es gratuita, pero los repuestos se venden a precio de coste, y una cámara de aire cuesta 5 €. "
    "Cada visitante puede reservar un soporte de taller durante 45 minutos como máximo. "
    "Se ofrece café y bizcocho a cambio de un donativo sugerido de 2 €, y no se admiten bicicletas eléctricas porque el salón no tiene un punto de carga seguro."
)

RESERVE = (
    "Las rutas guiadas de la reserva natural Laguna del Junco salen del centro de visitantes a las 8:00 todos los sábados de marzo a octubre. "
    "El recorrido tiene 6 kilómetros y dura unas 3 horas, con dos paradas en observatorios de aves. "
    "Los grupos son de 15 personas como máximo, y hay que reservar con al menos 72 horas de antelación. "
    "Guía la ruta la guarda Inés Herrero, mientras que el voluntario Pablo Soria cierra el grupo. "
    "No se admiten perros, salvo los perros de asistencia registrados; la ruta cuesta 5 € por adulto y es gratuita para menores de 16 años."
)

SAUNA = (
    "La sauna pública Baños del Puerto, en el paseo Marítimo, abre todos los días de 7:00 a 22:00. "
    "La sauna de leña se mantiene a 85 °C y el baño de vapor a 45 °C. "
    "Una entrada de hasta 2 horas cuesta 11 €, y un bono de 10 entradas, 95 €. "
    "Los martes, a partir de las 19:00, la sauna es solo para mujeres. "
    "El bañador es obligatorio en todas las zonas, las toallas se alquilan por 2 €, y no se admite a menores de 14 años."
)

SCHOOL = (
    "La academia de idiomas Babel ofrece cursos nocturnos de inglés y francés para adultos. "
    "Cada curso dura 10 semanas, con dos clases de 90 minutos por semana, los martes y jueves a partir de las 19:00. "
    "La matrícula cuesta 260 € por curso, libro incluido, y la prueba de nivel es obligatoria para todos, salvo para los principiantes absolutos. "
    "Los grupos tienen un mínimo de 4 y un máximo de 10 alumnos; si hay menos de 4 inscritos, el curso se cancela y se devuelve el importe íntegro. "
    "El inglés lo enseña Daniel Moore, y el francés, Camille Roux, que se formó como profesora en París y además dirige la academia."
)

FERRY = (
    "Los coches que viajan en el ferri de Puerto Alba a la isla de Morel deben reservarse por internet con al menos 24 horas de antelación. "
    "Un turismo estándar de hasta 5 metros de largo cuesta 40 € por trayecto, conductor incluido, y cada pasajero adicional paga 8 €. "
    "Los vehículos de más de 2 metros de altura, como las autocaravanas, pagan 60 €. "
    "Los conductores deben llegar a la terminal como muy tarde 30 minutos antes de la salida; si no, su plaza puede cederse a vehículos en lista de espera. "
    "La travesía dura 45 minutos y el primer barco sale de Puerto Alba a las 6:30."
)

MARKET = (
    "El mercado de comida callejera de la Estación abre todos los viernes y sábados de 19:00 a 0:00, de mayo a octubre. "
    "Unos 30 puestos venden comida, y ningún plato principal cuesta más de 10 €. "
    "Solo algunos puestos ofrecen platos veganos. "
    "El mercado lo organiza la asociación Vías Vivas y lo gestiona Diego Fuentes. "
    "Solo se puede pagar con tarjeta; los comerciantes pagan 50 € por noche por el puesto y deben pasar la revisión de sus bombonas de gas con la responsable de seguridad, Elena Castro, antes de abrir."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-cg-001", "para.reorder", "¿A qué hora empiezan las funciones de tarde del fin de semana y cuánto duran?", "Con una duración de 55 minutos, descanso de 10 minutos incluido, las funciones de tarde del fin de semana comienzan a las 17:30.", PUPPET, True),
    w.faith("es-cg-002", "para.passive", "¿Quién dirige a los mecánicos voluntarios de La Cadena?", "Los mecánicos voluntarios son dirigidos por Ernesto Vidal, un ingeniero jubilado.", BIKE, True),
    w.faith("es-cg-003", "para.synonym", "¿Pueden entrar niños a la sauna de los Baños del Puerto?", "Los menores de 14 años tienen prohibida la entrada.", SAUNA, True),
    w.faith("es-cg-004", "para.nominal", "¿Cuándo hay que pagar el resto del alquiler de la finca?", "El pago del resto vence 8 semanas antes de la boda.", WEDDING, True),
    w.faith("es-cg-005", "para.capital", "¿Dónde se formó la profesora de francés?", "Camille Roux se formó como profesora en la capital francesa.", SCHOOL, True),
    w.faith("es-cg-006", "para.pronoun", "¿Quién supervisa las sesiones del rocódromo?", "Las supervisa Javier Molina; él es profesor de Educación Física y tiene el título oficial de monitor de escalada.", CLIMB, True),
    w.faith("es-cg-007", "para.relative", "¿A qué hora sale el primer barco?", "El primer barco, que parte de Puerto Alba, sale a las 6:30.", FERRY, True),
    w.faith("es-cg-008", "para.part", "¿Dónde se para durante la ruta guiada?", "Por el camino, el grupo para en dos observatorios de aves.", RESERVE, True),
    w.faith("es-cg-009", "para.combine", "¿Cuánto cuesta un plato principal en el mercado y cómo se paga?", "Los platos principales cuestan 10 € como mucho y solo se pueden pagar con tarjeta.", MARKET, True),
    w.faith("es-cg-010", "fmt.number", "¿Cuántas vías tiene el rocódromo?", "Tiene dieciséis vías de top rope.", CLIMB, True),
    w.faith("es-cg-011", "fmt.thousands", "¿Cuánto cuesta alquilar la finca un sábado en 2025?", "En 2025, el alquiler de un sábado cuesta 7200 €.", WEDDING, True),
    w.faith("es-cg-012", "fmt.scale", "¿Qué longitud tiene el recorrido de la ruta guiada?", "El recorrido tiene 6000 metros.", RESERVE, True),
    w.faith("es-cg-013", "fmt.date", "¿Cuándo es la temporada en Valdenieve?", "La temporada va del 01/12 al 12/04.", SKI, True),
    w.faith("es-cg-014", "fmt.time", "¿Qué horario tiene la sauna de los Baños del Puerto?", "Abre todos los días de las 7 de la mañana a las 10 de la noche.", SAUNA, True),
    w.faith("es-cg-015", "fmt.unit", "¿A qué temperatura está la sauna de leña?", "Se mantiene a 85 grados centígrados.", SAUNA, True),
    w.faith("es-cg-016", "fmt.abbrev", "¿Dónde está el teatro El Hilo Mágico?", "En un antiguo depósito de tranvías rehabilitado de la avda. del Puerto.", PUPPET, True),
    w.faith("es-cg-017", "fmt.currency", "¿Cuánto pagan los comerciantes por el puesto en el mercado?", "Pagan 50 euros por noche.", MARKET, True),
    w.faith("es-cg-018", "fmt.range", "¿Cuántos alumnos hay por grupo en la academia Babel?", "Hay entre 4 y 10 alumnos por grupo.", SCHOOL, True),
    w.faith("es-cg-019", "fmt.period", "¿Con cuánta antelación hay que reservar la ruta guiada?", "Hay que reservar con al menos tres días de antelación.", RESERVE, True),
    w.faith("es-cg-020", "fmt.share", "¿Cuánto pagan por el forfait los niños de 6 a 11 años?", "Pagan el 50 % de la tarifa de adulto.", SKI, True),
    w.faith("es-cg-021", "para.except", "¿Qué días hay funciones en El Hilo Mágico?", "Los lunes no hay funciones porque los titiriteros ensayan; los otros seis días de la semana, sí.", PUPPET, True),
    w.faith("es-cg-022", "wrap.opener", "¿Cuánto cuesta una cámara de aire en La Cadena?", "¡Buena pregunta! Una cámara de aire cuesta 5 €.", BIKE, True),
    w.faith("es-cg-023", "wrap.closer", "¿Cuánto cuesta llevar un turismo normal en el ferri?", "Un turismo estándar de hasta 5 metros cuesta 40 € por trayecto, con el conductor incluido. ¡Buen viaje!", FERRY, True),
    w.faith("es-cg-024", "wrap.attribution", "¿A qué hora debe terminar la música en la finca?", "Según el documento, la música debe terminar a las 2:00.", WEDDING, True),
    w.faith("es-cg-025", "wrap.hedge", "¿Cuándo abre el mercado de la Estación?", "Creo que abre los viernes y sábados de 19:00 a 0:00, de mayo a octubre.", MARKET, True),
    w.faith("es-cg-026", "wrap.question", "¿Cuánto cuesta un curso en la academia Babel?", "Un curso cuesta 260 €, con el libro incluido. ¿Quiere que le cuente también cómo funciona la prueba de nivel?", SCHOOL, True),
    w.faith("es-cg-027", "value.number", "¿Cuántas personas pueden ir en un grupo de la ruta guiada?", "Los grupos son de 25 personas como máximo.", RESERVE, False),
    w.faith("es-cg-028", "value.date", "¿Cuándo empieza la temporada en Valdenieve?", "La temporada empieza el 15 de diciembre.", SKI, False),
    w.faith("es-cg-029", "value.time", "¿A qué hora sale el primer barco de Puerto Alba?", "El primer barco sale de Puerto Alba a las 7:00.", FERRY, False),
    w.faith("es-cg-030", "value.unit", "¿Qué altura tiene el rocódromo?", "Tiene 9 pies de altura.", CLIMB, False),
    w.faith("es-cg-031", "value.currency", "¿Cuánto cuesta el bono de 10 entradas de la sauna?", "El bono de 10 entradas cuesta 110 €.", SAUNA, False),
    w.faith("es-cg-032", "role.swap", "¿Quién enseña cada idioma en la academia Babel?", "Camille Roux enseña inglés, y Daniel Moore, francés.", SCHOOL, False),
    w.faith("es-cg-033", "negation", "¿Puedo llevar mi bici eléctrica a La Cadena?", "Sí, se admiten bicicletas eléctricas.", BIKE, False),
    w.faith("es-cg-034", "antonym", "¿Hace falta bolsa de magnesio para escalar?", "Sí, la bolsa de magnesio es obligatoria.", CLIMB, False),
    w.faith("es-cg-035", "modality", "¿Pueden los novios traer su propio catering?", "Los novios tienen que traer su propio catering, elegido entre las cinco empresas de la lista.", WEDDING, False),
    w.faith("es-cg-036", "quantifier", "¿Hay platos veganos en el mercado?", "Sí, todos los puestos ofrecen platos veganos.", MARKET, False),
    w.faith("es-cg-037", "value.except", "¿Quién tiene que hacer la prueba de nivel?", "Solo los principiantes absolutos tienen que hacer la prueba de nivel.", SCHOOL, False),
    w.faith("es-cg-038", "direction", "¿Cuándo es la sauna solo para mujeres?", "Los martes, hasta las 19:00, la sauna es solo para mujeres.", SAUNA, False),
    w.faith("es-cg-039", "added.fact", "¿Qué señal hay que pagar al reservar la finca?", "Al reservar se paga una señal del 20 %, que no se devuelve en caso de cancelación.", WEDDING, False),
    w.faith("es-cg-040", "added.entity", "¿Quién dirige a los mecánicos voluntarios?", "Los dirige Ernesto Vidal junto con Clara Montes, dueña de una tienda de bicicletas.", BIKE, False),
    w.faith("es-cg-041", "mixed", "¿Qué pasa si pierdo el forfait?", "Se puede reponer una vez por 6 € presentando el recibo original, y el nuevo forfait se puede recoger en cualquiera de las tres taquillas de la estación.", SKI, False),
]

REFUSAL = [
    w.refusal("es-cg-042", "refusal.plain", "¿Hay cafetería en el teatro de títeres?", "No sé si el teatro tiene cafetería.", PUPPET, True),
    w.refusal("es-cg-043", "refusal.context", "¿Se pueden pedir prestados pies de gato en el instituto?", "El contexto no menciona los pies de gato, así que no puedo decir si se pueden pedir prestados.", CLIMB, True),
    w.refusal("es-cg-044", "refusal.short", "¿Hay clases de snowboard en Valdenieve?", "No lo sé.", SKI, True),
    w.refusal("es-cg-045", "refusal.long", "¿Puedo llevar mi moto en el ferri?", "Lo siento mucho, pero no puedo responder a esa pregunta. La información de la que dispongo trata de los turismos estándar, de los vehículos más altos como las autocaravanas y de los pasajeros adicionales, pero no dice nada sobre motos. En lugar de adivinar, le recomiendo consultarlo directamente con la naviera. Gracias por su comprensión.", FERRY, True),
    w.refusal("es-cg-046", "refusal.hedged", "¿Se puede alquilar una toalla en la sauna?", "No estoy del todo seguro, pero parece que las toallas se alquilan por 2 €.", SAUNA, False),
    w.refusal("es-cg-047", "refusal.partial", "¿Cuándo abre el mercado y hay aparcamiento cerca?", "Abre los viernes y sábados de 19:00 a 0:00, de mayo a octubre. Sobre el aparcamiento no he encontrado nada.", MARKET, False),
]

CORRECTNESS = [
    w.correct("es-cg-048", "correct.wordy", "¿Cuántos invitados caben en un banquete sentado en la Finca Los Almendros?", "Para un banquete sentado, la Finca Los Almendros puede acoger como máximo a 190 invitados; ese es el límite que fija el espacio para una comida en mesa.", "Hasta 190 invitados en banquete sentado.", True),
    w.correct("es-cg-049", "correct.short", "¿Cuánto cuesta el forfait de día para adultos en Valdenieve?", "49 €.", "El forfait de día para adultos cuesta 49 €.", True),
    w.correct("es-cg-050", "correct.format", "¿A qué hora cierra la sauna de los Baños del Puerto?", "A las 10 de la noche.", "Cierra a las 22:00.", True),
    w.correct("es-cg-051", "wrong.value", "¿Cuánto cuesta un curso en la academia Babel?", "Un curso cuesta 300 €, libro incluido.", "260 € por curso, libro incluido.", False),
    w.correct("es-cg-052", "wrong.echo", "¿Qué alumnos necesitan una autorización firmada por sus padres para escalar?", "Los alumnos que necesitan una autorización firmada por sus padres para escalar son los de 2.º de Bachillerato.", "Los alumnos de 1.º de ESO, antes de su primera escalada.", False),
    w.correct("es-cg-053", "wrong.role", "¿Quién guía la ruta y quién cierra el grupo?", "Pablo Soria guía la ruta e Inés Herrero cierra el grupo.", "La guarda Inés Herrero guía la ruta y el voluntario Pablo Soria cierra el grupo.", False),
]

RELEVANCY = [
    w.relevant("es-cg-054", "relevant.direct", "¿Cuánto dura la travesía a la isla de Morel?", "La travesía dura 45 minutos.", FERRY, True),
    w.relevant("es-cg-055", "relevant.yesno", "¿Mi hijo de un año necesita entrada para la función?", "No, los menores de 2 años entran gratis si van sentados en el regazo de un adulto.", PUPPET, True),
    w.relevant("es-cg-056", "offtopic.true", "¿Cuánto cuesta como máximo un plato principal en el mercado?", "Los comerciantes deben pasar la revisión de sus bombonas de gas con Elena Castro antes de abrir.", MARKET, False),
    w.relevant("es-cg-057", "offtopic.other", "¿Qué días son las clases de francés?", "El francés lo enseña Camille Roux, que se formó en París.", SCHOOL, False),
]

DIAGNOSIS = [
    w.diag("es-cg-058", "diag.pass", "¿Cuánto cuesta la cuota trimestral del rocódromo?", "Cuesta 30 € e incluye 12 sesiones.", {"climbing-wall": CLIMB, "sauna": SAUNA}, ("climbing-wall",), "pass"),
    w.diag("es-cg-059", "diag.offtopic", "¿A qué hora salen las rutas guiadas de la Laguna del Junco?", "La ruta cuesta 5 € por adulto y es gratuita para menores de 16 años.", {"nature-reserve": RESERVE, "market": MARKET}, ("nature-reserve",), "fix_generation"),
    w.diag("es-cg-060", "diag.unfaithful", "¿Cuánto paga una autocaravana en el ferri?", "Una autocaravana paga 40 €, igual que un turismo estándar.", {"ferry": FERRY, "ski-pass": SKI}, ("ferry",), "fix_generation"),
    w.diag("es-cg-061", "diag.refused", "¿Antes de qué hora deben abandonar la finca los invitados?", "Lo siento, pero los documentos no indican a qué hora deben marcharse los invitados.", {"wedding-venue": WEDDING, "repair-cafe": BIKE}, ("wedding-venue",), "fix_generation"),
    w.diag("es-cg-062", "diag.missed", "¿Quién imparte los talleres de construcción de títeres en El Hilo Mágico?", "No he encontrado en los documentos proporcionados quién imparte los talleres de construcción de títeres.", {"sauna": SAUNA, "language-school": SCHOOL}, ("puppet-theatre",), "fix_retrieval"),
    w.diag("es-cg-063", "diag.correct_refusal", "¿Se puede esquiar de noche en Valdenieve?", "Los documentos no dicen nada sobre el esquí nocturno, así que no puedo responder.", {"ski-pass": SKI, "ferry": FERRY}, (), "correct_refusal"),
    w.diag("es-cg-064", "diag.should_refuse", "¿La Cadena ofrece estudios biomecánicos profesionales?", "Sí, un estudio biomecánico profesional cuesta 25 € y dura unos 30 minutos.", {"repair-cafe": BIKE, "market": MARKET}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
