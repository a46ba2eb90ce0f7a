"""Fresh set cw, Spanish: a shelter, a karaoke bar, luggage storage, a bird sanctuary, a notary, a sewing course, a drive-in, a kite festival, a water park and a sports centre."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

SHELTER = (
    "La protectora Huellas de Esperanza acoge actualmente a 46 perros y 38 gatos. "
    "El año pasado dio en adopción 1.350 animales. "
    "La tasa de adopción es de 150 € por perro y 90 € por gato, y a todos los animales se les pone un microchip antes de salir del refugio. "
    "El refugio abre al público todos los días salvo los martes, de 11:00 a 18:00. "
    "Los adoptantes deben tener al menos 21 años y presentar un documento de identidad con fotografía."
)
KARAOKE = (
    "El bar de karaoke La Tarima tiene 9 salas privadas y un escenario principal. "
    "Una sala pequeña, para un máximo de 6 personas, cuesta 25 € la hora, y una grande, para un máximo de 14, cuesta 45 € la hora. "
    "Los viernes y sábados el bar cierra a las 3:00; el resto de las noches cierra a medianoche. "
    "A partir de las 22:00 solo pueden entrar clientes de 18 años o más. "
    "La biblioteca musical tiene 24.000 canciones, y el encargado, Diego Fuentes, añade novedades el primer lunes de cada mes."
)
LUGGAGE = (
    "La consigna Maleta Libre, en la estación de Atocha, guarda equipaje por 6 € por bulto y día. "
    "Los bultos de más de 30 kg pagan un suplemento de 4 €. "
    "El mostrador abre todos los días de 6:30 a 22:30. "
    "Los clientes pueden dejar su equipaje un máximo de 14 días. "
    "Cada bulto está asegurado hasta 2.000 €, y el personal precinta todos los bultos con una etiqueta numerada."
)
BIRDS = (
    "La reserva ornitológica Laguna de los Juncos abarca 340 hectáreas de humedal. "
    "Allí se han registrado unas 180 especies de aves, entre ellas el escaso avetoro. "
    "La pasarela de madera mide 2,4 kilómetros. "
    "Los perros están prohibidos en toda la reserva, excepto en el aparcamiento. "
    "Las visitas guiadas de la ornitóloga Dra. Elena Garza salen a las 7:00 los domingos y cuestan 8 €. "
    "La mitad de las plazas de cada visita se reserva para los socios."
)
NOTARY = (
    "La notaría de Carmen Ruiz está en la calle del Olmo, 14. "
    "Atiende de lunes a viernes, de 9:00 a 17:00. "
    "La legitimación de una firma cuesta 25 € por documento. "
    "Los clientes deben traer un documento de identidad oficial en vigor; se recomienda pedir cita, pero no es obligatorio. "
    "Su oficial, Andrés Molina, prepara la documentación, y la notaria Carmen Ruiz la firma y la sella. "
    "Las solicitudes de apostilla tardan hasta 5 días hábiles."
)
SEWING = (
    "El curso de costura para principiantes del taller Hilo y Aguja dura 8 semanas y empieza el 5 de marzo de 2025. "
    "Las clases son todos los miércoles de 18:30 a 20:30. "
    "El curso cuesta 240 €, con la tela del primer proyecto incluida. "
    "Cada grupo tiene como máximo 10 alumnos, y cada alumno dispone de su propia máquina de coser. "
    "La profesora, Lucía Navarro, lleva 15 años enseñando costura."
)
DRIVE_IN = (
    "El autocine Luna Llena proyecta dos películas cada noche de mayo a septiembre. "
    "La entrada cuesta 22 € por coche, sin importar cuántas personas vayan dentro. "
    "La primera película empieza a las 21:00, y las puertas abren una hora antes. "
    "El sonido se emite por el 88,7 de la FM. "
    "Los vehículos de más de 2 metros de altura deben aparcar en las dos últimas filas. "
    "El bar cierra 30 minutos después de que empiece la segunda película."
)
KITES = (
    "El Festival de Cometas del Levante se celebra el 16 y 17 de agosto de 2025 en la playa de Can Pere Antoni, en Palma, capital de las Islas Baleares. "
    "La entrada es gratuita para el público, pero quienes vuelen cometas deben inscribirse antes del 1 de agosto y pagar 15 €. "
    "El año pasado participaron más de 300 cometas. "
    "Las cometas de más de 10 metros cuadrados solo pueden volar en la zona norte. "
    "El espectáculo nocturno de cometas iluminadas empieza el sábado a las 21:30. "
    "El festival lo fundó en 1998 el club náutico local."
)
WATER_PARK = (
    "El parque acuático Aquamar abre la temporada el 1 de junio y, desde entonces, abre todos los días de 10:00 a 19:00. "
    "La entrada de día cuesta 30 € para adultos y 20 € para menores de 12 años; los menores de 3 años entran gratis. "
    "Para bajar por el tobogán Ciclón hay que medir al menos 1,20 metros. "
    "La piscina de olas mide 25 metros de largo y el agua se mantiene a 28 °C. "
    "Hay socorristas en todas las piscinas, y es obligatorio llevar bañador en todos los toboganes."
)
SPORTS = (
    "El polideportivo de la Universidad de Almenara abre para estudiantes y personal de 7:00 a 22:00 entre semana y de 9:00 a 18:00 los fines de semana. "
    "El abono semestral cuesta 40 € para estudiantes y 80 € para el personal. "
    "La piscina de 50 metros tiene 8 calles, y dos de ellas están reservadas al equipo de natación las tardes entre semana. "
    "Las pistas de squash deben reservarse por internet con al menos 24 horas de antelación. "
    "El centro lo dirige el entrenador Javier Ortega."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-cw-001", "para.reorder", "¿Qué requisitos hay para adoptar?", "Hay que presentar un documento de identidad con fotografía y tener al menos 21 años.", SHELTER, True),
    w.faith("es-cw-002", "para.passive", "¿Quién se encarga de la documentación en la notaría?", "La documentación es preparada por el oficial, Andrés Molina, y es firmada y sellada por la notaria Carmen Ruiz.", NOTARY, True),
    w.faith("es-cw-003", "para.synonym", "¿Cuántas canciones hay en La Tarima?", "El catálogo del bar ofrece 24.000 temas.", KARAOKE, True),
    w.faith("es-cw-004", "para.nominal", "¿Cuánto cuesta dejar una maleta en la consigna?", "La custodia de cada bulto cuesta 6 € al día.", LUGGAGE, True),
    w.faith("es-cw-005", "para.capital", "¿Cuál es la capital de las Islas Baleares?", "La capital de las Islas Baleares es Palma.", KITES, True),
    w.faith("es-cw-006", "para.pronoun", "¿Quién es Diego Fuentes?", "Es el encargado de La Tarima y añade canciones nuevas el primer lunes de cada mes.", KARAOKE, True),
    w.faith("es-cw-007", "para.relative", "¿Quién da el curso de costura?", "El curso lo imparte Lucía Navarro, que lleva 15 años enseñando costura.", SEWING, True),
    w.faith("es-cw-008", "para.part", "¿Cuánto mide la piscina de olas?", "La piscina de olas mide 25 metros de largo.", WATER_PARK, True),
    w.faith("es-cw-009", "para.combine", "¿Quién dirige el polideportivo y cómo es la piscina?", "El polideportivo, que dirige el entrenador Javier Ortega, tiene una piscina de 50 metros con 8 calles.", SPORTS, True),
    w.faith("es-cw-010", "fmt.number", "¿Cuántas películas pone el autocine cada noche?", "Proyecta 2 películas cada noche de mayo a septiembre.", DRIVE_IN, True),
    w.faith("es-cw-011", "fmt.thousands", "¿Cuántos animales se adoptaron el año pasado en la protectora?", "El año pasado la protectora dio en adopción 1350 animales.", SHELTER, True),
    w.faith("es-cw-012", "fmt.scale", "¿Qué longitud tiene la pasarela de madera?", "La pasarela de madera mide 2400 metros.", BIRDS, True),
    w.faith("es-cw-013", "fmt.date", "¿Cuándo empieza el curso de costura?", "Empieza el 05/03/2025.", SEWING, True),
    w.faith("es-cw-014", "fmt.time", "¿A qué hora empieza la primera película?", "La primera película empieza a las 9 de la noche.", DRIVE_IN, True),
    w.faith("es-cw-015", "fmt.unit", "¿A qué temperatura está el agua de la piscina de olas?", "El agua de la piscina de olas se mantiene a 28 grados centígrados.", WATER_PARK, True),
    w.faith("es-cw-016", "fmt.abbrev", "¿Quién guía las visitas de la reserva?", "Las guía la doctora Elena Garza, ornitóloga.", BIRDS, True),
    w.faith("es-cw-017", "fmt.currency", "¿Cuánto cuesta una sala pequeña?", "Una sala pequeña, para un máximo de 6 personas, cuesta 25 euros la hora.", KARAOKE, True),
    w.faith("es-cw-018", "fmt.range", "¿Cuánto tiempo puedo dejar mi maleta?", "Puede dejar su equipaje hasta 14 días.", LUGGAGE, True),
    w.faith("es-cw-019", "fmt.period", "¿Cuánto dura el curso de costura?", "El curso dura 56 días.", SEWING, True),
    w.faith("es-cw-020", "fmt.share", "¿Hay plazas reservadas para socios en las visitas?", "Sí, el 50 % de las plazas de cada visita se reserva para los socios.", BIRDS, True),
    w.faith("es-cw-021", "para.except", "¿Hay algún sitio de la reserva donde pueda estar mi perro?", "Sí, en el aparcamiento se permiten perros.", BIRDS, True),
    w.faith("es-cw-022", "wrap.opener", "¿Cuánto cuesta entrar al autocine?", "¡Buena pregunta! La entrada cuesta 22 € por coche, vayan cuantas personas vayan dentro.", DRIVE_IN, True),
    w.faith("es-cw-023", "wrap.closer", "¿Mi hija de 2 años tiene que pagar entrada?", "No, los menores de 3 años entran gratis. ¡Espero que le sirva!", WATER_PARK, True),
    w.faith("es-cw-024", "wrap.attribution", "¿Cómo consigo una pista de squash?", "Según la información del polideportivo, las pistas de squash deben reservarse por internet con al menos 24 horas de antelación.", SPORTS, True),
    w.faith("es-cw-025", "wrap.hedge", "¿Hay que pagar para ver el festival de cometas?", "Creo que la entrada es gratuita para el público.", KITES, True),
    w.faith("es-cw-026", "wrap.question", "¿Cuánto cuesta legitimar una firma?", "La legitimación de una firma cuesta 25 € por documento. ¿Quiere saber también el horario de la notaría?", NOTARY, True),
    w.faith("es-cw-027", "value.number", "¿Cuántas calles tiene la piscina del polideportivo?", "La piscina de 50 metros tiene 10 calles.", SPORTS, False),
    w.faith("es-cw-028", "value.date", "¿Hasta cuándo hay plazo para inscribirse a volar cometas?", "Hay que inscribirse antes del 10 de agosto y pagar 15 €.", KITES, False),
    w.faith("es-cw-029", "value.time", "¿Hasta qué hora abre La Tarima los viernes?", "Los viernes y sábados el bar cierra a las 4:00.", KARAOKE, False),
    w.faith("es-cw-030", "value.unit", "¿Las maletas pesadas pagan más?", "Sí, los bultos de más de 30 libras pagan un suplemento de 4 €.", LUGGAGE, False),
    w.faith("es-cw-031", "value.currency", "¿Cuánto cuesta adoptar un gato?", "La tasa de adopción de un gato es de 120 €.", SHELTER, False),
    w.faith("es-cw-032", "role.swap", "¿Quién firma los documentos en la notaría?", "Carmen Ruiz prepara la documentación, y su oficial, Andrés Molina, la firma y la sella.", NOTARY, False),
    w.faith("es-cw-033", "negation", "¿Hace falta bañador en los toboganes?", "No, no es obligatorio llevar bañador en los toboganes.", WATER_PARK, False),
    w.faith("es-cw-034", "antonym", "¿Puedo comprar algo de comer durante la segunda película?", "El bar abre 30 minutos después de que empiece la segunda película.", DRIVE_IN, False),
    w.faith("es-cw-035", "modality", "¿Necesito cita para ir a la notaría?", "Sí, es obligatorio pedir cita antes de ir a la notaría.", NOTARY, False),
    w.faith("es-cw-036", "quantifier", "¿Tendré mi propia máquina de coser en clase?", "Solo algunos alumnos disponen de su propia máquina de coser.", SEWING, False),
    w.faith("es-cw-037", "value.except", "¿Puedo visitar el refugio un martes?", "Sí, los martes el refugio abre al público de 11:00 a 18:00.", SHELTER, False),
    w.faith("es-cw-038", "direction", "¿Hay un requisito de altura para el Ciclón?", "Sí, para bajar por el Ciclón hay que medir como máximo 1,20 metros.", WATER_PARK, False),
    w.faith("es-cw-039", "added.fact", "¿Cuánto cuesta la entrada al autocine Luna Llena?", "La entrada cuesta 22 € por coche, sin importar cuántas personas vayan dentro, e incluye un cubo de palomitas gratis.", DRIVE_IN, False),
    w.faith("es-cw-040", "added.entity", "¿Quién guía las visitas de los domingos?", "Las visitas de los domingos las guían la Dra. Elena Garza y el guarda forestal Tomás Ibáñez.", BIRDS, False),
    w.faith("es-cw-041", "mixed", "¿Qué horario tiene la consigna?", "El mostrador abre de 6:30 a 22:30, pero cierra los días festivos.", LUGGAGE, False),
]
REFUSAL = [
    w.refusal("es-cw-042", "refusal.plain", "¿En La Tarima sirven comida?", "Lo siento, no tengo esa información.", KARAOKE, True),
    w.refusal("es-cw-043", "refusal.context", "¿Tiene aparcamiento Aquamar?", "Los documentos proporcionados no dicen si Aquamar tiene aparcamiento.", WATER_PARK, True),
    w.refusal("es-cw-044", "refusal.short", "¿El taller vende máquinas de coser?", "Ni idea.", SEWING, True),
    w.refusal("es-cw-045", "refusal.long", "¿Puedo dejar una bicicleta en la consigna?", "Gracias por su pregunta. Por desgracia, la información de la que dispongo no indica si la consigna admite bicicletas. Las fuentes solo recogen las tarifas por bulto, el horario y el plazo máximo de depósito. Le recomiendo que se ponga en contacto directamente con Maleta Libre antes de ir.", LUGGAGE, True),
    w.refusal("es-cw-046", "refusal.hedged", "¿A qué hora empieza el espectáculo nocturno del festival?", "No estoy del todo seguro, pero parece que el espectáculo nocturno empieza el sábado a las 21:30.", KITES, False),
    w.refusal("es-cw-047", "refusal.partial", "¿Cuánto cuesta el abono semestral para estudiantes y para antiguos alumnos?", "Para estudiantes cuesta 40 €; los documentos no mencionan ningún precio para antiguos alumnos.", SPORTS, False),
]
CORRECTNESS = [
    w.correct("es-cw-048", "correct.wordy", "¿Quién fundó el Festival de Cometas del Levante?", "El festival tiene ya bastante historia: lo fundó en 1998 el club náutico local.", "El club náutico local.", True),
    w.correct("es-cw-049", "correct.short", "¿Qué hay que llevar para adoptar un animal?", "Un documento de identidad con fotografía.", "Los adoptantes deben presentar un documento de identidad con fotografía cuando vienen a adoptar.", True),
    w.correct("es-cw-050", "correct.format", "¿A qué hora abren las puertas del autocine?", "A las 8 de la tarde.", "A las 20:00.", True),
    w.correct("es-cw-051", "wrong.value", "¿Cuántas salas privadas tiene La Tarima?", "Tiene 12 salas privadas.", "9 salas privadas.", False),
    w.correct("es-cw-052", "wrong.echo", "¿Qué longitud tiene la pasarela de madera de la Laguna de los Juncos?", "La pasarela de madera de la Laguna de los Juncos es una pasarela de madera larga que recorre el humedal.", "2,4 kilómetros.", False),
    w.correct("es-cw-053", "wrong.role", "¿Quién firma y sella los documentos en la notaría?", "Andrés Molina, el oficial.", "La notaria Carmen Ruiz.", False),
]
RELEVANCY = [
    w.relevant("es-cw-054", "relevant.direct", "¿Cuánto le cuesta un día en Aquamar a mi hijo de 8 años?", "Los menores de 12 años pagan 20 € por la entrada de día.", WATER_PARK, True),
    w.relevant("es-cw-055", "relevant.yesno", "¿Puede mi hija de 16 años cantar en La Tarima a las 23:00?", "No, a partir de las 22:00 solo pueden entrar clientes de 18 años o más.", KARAOKE, True),
    w.relevant("es-cw-056", "offtopic.true", "¿Cuánto cuesta el curso de costura?", "Cada grupo tiene como máximo 10 alumnos.", SEWING, False),
    w.relevant("es-cw-057", "offtopic.other", "¿Cómo se reserva una pista de squash?", "El abono semestral cuesta 40 € para estudiantes y 80 € para el personal.", SPORTS, False),
]
DIAGNOSIS = [
    w.diag("es-cw-058", "diag.pass", "¿Cuánto hay que medir para bajar por el Ciclón?", "Hay que medir al menos 1,20 metros.", {"water": WATER_PARK, "kites": KITES}, ("water",), "pass"),
    w.diag("es-cw-059", "diag.offtopic", "¿Cuánto cuesta inscribirse para volar cometas?", "El espectáculo nocturno de cometas iluminadas empieza el sábado a las 21:30.", {"kites": KITES, "birds": BIRDS}, ("kites",), "fix_generation"),
    w.diag("es-cw-060", "diag.unfaithful", "¿Cuántos perros hay ahora en la protectora?", "La protectora acoge actualmente a 64 perros.", {"shelter": SHELTER, "karaoke": KARAOKE}, ("shelter",), "fix_generation"),
    w.diag("es-cw-061", "diag.refused", "¿Cuánto tarda una solicitud de apostilla?", "Lo siento, no encuentro esa información.", {"notary": NOTARY, "luggage": LUGGAGE}, ("notary",), "fix_generation"),
    w.diag("es-cw-062", "diag.missed", "¿Cuánto cuesta el curso de costura para principiantes?", "No lo sé.", {"drive_in": DRIVE_IN, "water": WATER_PARK}, ("sewing",), "fix_retrieval"),
    w.diag("es-cw-063", "diag.correct_refusal", "¿Tiene el polideportivo un rocódromo?", "Los documentos no mencionan ningún rocódromo, así que no puedo responder.", {"sports": SPORTS, "water": WATER_PARK}, (), "correct_refusal"),
    w.diag("es-cw-064", "diag.should_refuse", "¿Tiene La Tarima aparcamiento?", "Sí, hay un aparcamiento gratuito detrás del edificio.", {"karaoke": KARAOKE, "luggage": LUGGAGE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
