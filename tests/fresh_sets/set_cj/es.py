"""Fresh set cj, Spanish: clínica dental, autolavado, planetario, rocódromo, espacio maker de una biblioteca, camping junto a un lago, taller de cocina, maratón urbano, lavandería común de una cooperativa de viviendas y paseo en barco por el puerto."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

DENTAL = (
    "La Clínica Dental Sonrisa abre de lunes a viernes de 9:00 a 20:00 y los sábados de 10:00 a 14:00. "
    "La Dra. Lucía Herrera fundó la clínica en 2013, y el higienista Pablo Ruiz se encarga de las limpiezas. "
    "Una limpieza dental cuesta 50 €, y la primera consulta para pacientes nuevos es gratuita. "
    "Las citas deben cancelarse con al menos 24 horas de antelación; si no, se cobran 15 €. "
    "Los niños menores de 14 años pueden entrar en la consulta con uno de sus padres."
)
CARWASH = (
    "El autolavado Brillo Express, en la Avda. de Andalucía, tiene 5 boxes de lavado y 2 aspiradores. "
    "Abre las 24 horas todos los días, excepto el día de Navidad. "
    "Un programa de lavado cuesta 2 € por 5 minutos, y cada minuto extra, 0,40 €. "
    "Se puede pagar con monedas o con tarjeta, pero no se aceptan billetes. "
    "Los vehículos de más de 2,2 metros de altura deben usar el box 5."
)
PLANETARIUM = (
    "El Planetario de Castilla tiene una cúpula de 17 metros de diámetro y 160 butacas. "
    "Las sesiones empiezan a las 12:00, a las 17:00 y a las 19:30, de martes a domingo. "
    "La entrada general cuesta 8 €, y los niños de 3 a 12 años pagan 5 €; los menores de 3 años entran gratis. "
    "La sesión nocturna del último viernes de cada mes la presenta la astrónoma Marta Salinas. "
    "No se permite la entrada una vez comenzada la sesión."
)
CLIMBING = (
    "El rocódromo Bloque Norte cuenta con 1.300 metros cuadrados de muros y 100 problemas de búlder. "
    "La entrada de un día cuesta 12 € y el abono mensual, 49 €. "
    "Quien venga por primera vez debe asistir a una charla de seguridad de 20 minutos antes de escalar. "
    "El equipador Diego Navarro renueva la mitad de los problemas cada dos semanas. "
    "Los pies de gato se alquilan por 3 € y las bolsas de magnesio se prestan gratis. "
    "Se recomienda reservar, pero no es obligatorio."
)
MAKERSPACE = (
    "El espacio maker de la Biblioteca Municipal Gloria Fuertes dispone de cinco impresoras 3D, una cortadora láser y dos máquinas de coser. "
    "Los socios con carné de biblioteca pueden reservar una impresora 3D hasta 3 horas al día. "
    "La impresión cuesta 0,05 € por gramo de filamento. "
    "La cortadora láser solo puede usarse tras una formación con el bibliotecario Andrés Molina, que se imparte todos los jueves a las 18:00. "
    "El espacio maker cierra los domingos."
)
CAMPSITE = (
    "El camping Lago Azul, a orillas del lago de Sanabria, tiene 55 parcelas, 18 de ellas con electricidad. "
    "Una parcela para tienda cuesta 20 € por noche, y una con electricidad, 26 €. "
    "La entrada es a partir de las 13:00 y la salida, antes de las 12:00. "
    "Hay que guardar silencio de 23:00 a 8:00. "
    "Está prohibido hacer fuego en todo el camping, excepto en las barbacoas de la orilla. "
    "El camping abre del 1 de junio al 15 de septiembre."
)
COOKING = (
    "La chef Carmen Ortega imparte un taller de paella todos los sábados por la mañana en la escuela de cocina El Fogón. "
    "El taller empieza a las 10:30, dura tres horas y admite un máximo de 14 alumnos. "
    "Cuesta 55 € por persona, con los ingredientes y una bebida incluidos. "
    "Los alumnos deben tener al menos 16 años. "
    "La escuela presta los delantales, pero conviene traer un táper para llevarse lo que sobre."
)
MARATHON = (
    "El Maratón Ciudad de Sevilla se celebra el domingo 23 de febrero de 2025, con salida a las 8:30 desde el estadio de La Cartuja. "
    "Sevilla es la capital de Andalucía. "
    "El recorrido mide 42,195 km y el tiempo máximo para terminar es de 6 horas. "
    "La inscripción cuesta 55 € hasta el 31 de octubre y 70 € después. "
    "Se esperan unos 14.000 corredores, de los que un 35 % corre su primer maratón. "
    "Los participantes deben tener al menos 18 años el día de la carrera."
)
LAUNDRY = (
    "La lavandería común de la cooperativa de viviendas Los Almendros está en el sótano del bloque 2. "
    "Tiene 4 lavadoras y 2 secadoras. "
    "Los socios pueden reservar turnos de 2 horas entre las 8:00 y las 22:00. "
    "Cada lavado cuesta 1,50 € y el secado es gratuito. "
    "La conserje, Pilar Gómez, limpia la lavandería todos los lunes por la mañana. "
    "Está prohibido teñir ropa en las máquinas."
)
BOAT = (
    "Barcos del Puerto ofrece un paseo de 45 minutos por el puerto de Málaga a bordo del barco Gaviota. "
    "Los barcos salen del muelle 2 a las 11:00, a las 13:00 y a las 18:00, todos los días de marzo a noviembre. "
    "El billete cuesta 12 € para adultos y 6 € para niños, la mitad del precio de adulto. "
    "El patrón Rafael Campos lleva el barco y la guía Elena Vidal hace las explicaciones. "
    "Hay chalecos salvavidas a bordo y se admiten perros con correa."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-cj-001", "para.reorder", "¿Qué día cierra el espacio maker?", "Los domingos cierra el espacio maker.", MAKERSPACE, True),
    w.faith("es-cj-002", "para.passive", "¿Quién fundó la Clínica Dental Sonrisa?", "La clínica fue fundada en 2013 por la Dra. Lucía Herrera.", DENTAL, True),
    w.faith("es-cj-003", "para.synonym", "¿Hay horario de silencio en el camping?", "Sí, entre las 23:00 y las 8:00 se debe mantener silencio.", CAMPSITE, True),
    w.faith("es-cj-004", "para.nominal", "¿Qué necesito para usar la cortadora láser?", "El uso de la cortadora láser requiere una formación previa con el bibliotecario Andrés Molina.", MAKERSPACE, True),
    w.faith("es-cj-005", "para.capital", "¿Cuál es la capital de Andalucía?", "La capital de Andalucía es Sevilla.", MARATHON, True),
    w.faith("es-cj-006", "para.pronoun", "¿Quién imparte el taller de paella?", "La chef Carmen Ortega. Lo imparte todos los sábados por la mañana en la escuela de cocina El Fogón.", COOKING, True),
    w.faith("es-cj-007", "para.relative", "¿Quién hace las explicaciones durante el paseo en barco?", "Las explicaciones corren a cargo de Elena Vidal, que es la guía.", BOAT, True),
    w.faith("es-cj-008", "para.part", "¿Cuánto cuesta una limpieza dental en la Clínica Sonrisa?", "Una limpieza dental cuesta 50 €.", DENTAL, True),
    w.faith("es-cj-009", "para.combine", "¿Qué días hay sesiones en el planetario y cuánto cuesta la entrada general?", "Hay sesiones de martes a domingo y la entrada general cuesta 8 €.", PLANETARIUM, True),
    w.faith("es-cj-010", "fmt.number", "¿Cuántas impresoras 3D tiene el espacio maker?", "Tiene 5 impresoras 3D.", MAKERSPACE, True),
    w.faith("es-cj-011", "fmt.thousands", "¿Cuántos corredores se esperan en el maratón?", "Se esperan unos 14 000 corredores.", MARATHON, True),
    w.faith("es-cj-012", "fmt.scale", "¿Qué box tengo que usar con una furgoneta alta?", "Los vehículos de más de 220 centímetros de altura deben usar el box 5.", CARWASH, True),
    w.faith("es-cj-013", "fmt.date", "¿Qué día es el Maratón Ciudad de Sevilla?", "Se celebra el 23/02/2025.", MARATHON, True),
    w.faith("es-cj-014", "fmt.time", "¿A qué hora salen los barcos?", "Salen del muelle 2 a las 11 de la mañana, a la 1 de la tarde y a las 6 de la tarde.", BOAT, True),
    w.faith("es-cj-015", "fmt.unit", "¿Qué superficie de muros tiene el rocódromo?", "Bloque Norte cuenta con 1.300 m² de muros.", CLIMBING, True),
    w.faith("es-cj-016", "fmt.abbrev", "¿Dónde está el autolavado Brillo Express?", "Está en la avenida de Andalucía.", CARWASH, True),
    w.faith("es-cj-017", "fmt.currency", "¿Cuánto cuesta lavar en la lavandería común?", "Cada lavado cuesta 1,50 euros y el secado es gratuito.", LAUNDRY, True),
    w.faith("es-cj-018", "fmt.range", "¿Cuántas personas caben en el taller de paella?", "El taller admite hasta 14 alumnos.", COOKING, True),
    w.faith("es-cj-019", "fmt.period", "¿Cada cuánto se renuevan los problemas de búlder?", "Diego Navarro renueva la mitad de los problemas cada 14 días.", CLIMBING, True),
    w.faith("es-cj-020", "fmt.share", "¿Cuánto pagan los niños por el paseo en barco?", "Los niños pagan 6 €, el 50 % del precio de adulto.", BOAT, True),
    w.faith("es-cj-021", "para.except", "¿Abre el autolavado el día de Navidad?", "No, el día de Navidad está cerrado.", CARWASH, True),
    w.faith("es-cj-022", "wrap.opener", "¿Dónde está la lavandería de la cooperativa?", "¡Claro! La lavandería común está en el sótano del bloque 2.", LAUNDRY, True),
    w.faith("es-cj-023", "wrap.closer", "¿La clínica dental abre los sábados?", "Sí, los sábados abre de 10:00 a 14:00. ¡Espero que te sirva!", DENTAL, True),
    w.faith("es-cj-024", "wrap.attribution", "¿Qué edad hay que tener para correr el maratón?", "Según la información del maratón, los participantes deben tener al menos 18 años el día de la carrera.", MARATHON, True),
    w.faith("es-cj-025", "wrap.hedge", "¿Quién presenta la sesión nocturna del último viernes?", "Creo que la presenta la astrónoma Marta Salinas.", PLANETARIUM, True),
    w.faith("es-cj-026", "wrap.question", "¿A partir de qué hora se puede entrar al camping?", "La entrada es a partir de las 13:00. ¿Quieres saber también la hora de salida?", CAMPSITE, True),
    w.faith("es-cj-027", "value.number", "¿Cuántos problemas de búlder tiene Bloque Norte?", "Bloque Norte tiene 120 problemas de búlder.", CLIMBING, False),
    w.faith("es-cj-028", "value.date", "¿Qué fechas abre el camping Lago Azul?", "El camping abre del 1 de junio al 15 de octubre.", CAMPSITE, False),
    w.faith("es-cj-029", "value.time", "¿A qué hora empieza el taller de paella?", "El taller empieza a las 11:30.", COOKING, False),
    w.faith("es-cj-030", "value.unit", "¿Cómo es de grande la cúpula del planetario?", "La cúpula tiene 17 pies de diámetro.", PLANETARIUM, False),
    w.faith("es-cj-031", "value.currency", "¿Cuánto cuesta un programa de lavado?", "Un programa de lavado cuesta 3 € por 5 minutos.", CARWASH, False),
    w.faith("es-cj-032", "role.swap", "¿Quién fundó la clínica y quién hace las limpiezas?", "Pablo Ruiz fundó la clínica y la Dra. Lucía Herrera se encarga de las limpiezas.", DENTAL, False),
    w.faith("es-cj-033", "negation", "¿Se puede teñir ropa en las lavadoras de la cooperativa?", "Sí; teñir ropa en las máquinas no está prohibido.", LAUNDRY, False),
    w.faith("es-cj-034", "antonym", "¿Puedo llevar a mi perro al paseo en barco?", "No, los perros están prohibidos a bordo, aunque lleven correa.", BOAT, False),
    w.faith("es-cj-035", "modality", "¿Hay que reservar para ir al rocódromo?", "Sí, es obligatorio reservar.", CLIMBING, False),
    w.faith("es-cj-036", "quantifier", "¿Cuántos corren su primer maratón?", "De los aproximadamente 14.000 corredores esperados, la mayoría corre su primer maratón.", MARATHON, False),
    w.faith("es-cj-037", "value.except", "¿Se puede hacer fuego en las barbacoas de la orilla?", "No, también está prohibido hacer fuego en las barbacoas de la orilla.", CAMPSITE, False),
    w.faith("es-cj-038", "direction", "¿Hay edad mínima para el taller de paella?", "Los alumnos deben tener como máximo 16 años.", COOKING, False),
    w.faith("es-cj-039", "added.fact", "¿Cuánto cuesta la entrada al planetario?", "La entrada general cuesta 8 € y los niños de 3 a 12 años pagan 5 €; además, los jubilados tienen un 50 % de descuento.", PLANETARIUM, False),
    w.faith("es-cj-040", "added.entity", "¿Quién limpia la lavandería?", "La conserje, Pilar Gómez, la limpia todos los lunes por la mañana con la ayuda de su hijo Javier.", LAUNDRY, False),
    w.faith("es-cj-041", "mixed", "¿Cómo funcionan las impresoras 3D del espacio maker?", "Los socios con carné pueden reservar una impresora 3D hasta 3 horas al día, y la impresión es gratuita.", MAKERSPACE, False),
]
REFUSAL = [
    w.refusal("es-cj-042", "refusal.plain", "¿Se admiten mascotas en el camping Lago Azul?", "Lo siento, no tengo esa información.", CAMPSITE, True),
    w.refusal("es-cj-043", "refusal.context", "¿Hay cafetería en el planetario?", "Los documentos proporcionados no dicen si el planetario tiene cafetería.", PLANETARIUM, True),
    w.refusal("es-cj-044", "refusal.short", "¿Venden filamento en el espacio maker?", "Ni idea.", MAKERSPACE, True),
    w.refusal("es-cj-045", "refusal.long", "¿Hay guardarropa en la salida del maratón?", "¡Gracias por tu pregunta! Por desgracia, la información que tengo no menciona ningún servicio de guardarropa. Solo recoge la fecha, la hora de salida, el recorrido, los precios de inscripción y la edad mínima. Te recomiendo consultar la web oficial del maratón o escribir a la organización.", MARATHON, True),
    w.refusal("es-cj-046", "refusal.hedged", "¿Cuánto dura el taller de paella?", "No estoy del todo seguro, pero creo que dura tres horas.", COOKING, False),
    w.refusal("es-cj-047", "refusal.partial", "¿Cuánto cuesta una limpieza y se puede pagar a plazos?", "Una limpieza cuesta 50 €, pero la información no dice nada sobre el pago a plazos.", DENTAL, False),
]
CORRECTNESS = [
    w.correct("es-cj-048", "correct.wordy", "¿Quién limpia la lavandería común?", "La encargada de limpiar la lavandería común de la cooperativa Los Almendros es la conserje, que se llama Pilar Gómez.", "Pilar Gómez, la conserje.", True),
    w.correct("es-cj-049", "correct.short", "¿A qué hora sale el Maratón Ciudad de Sevilla?", "A las 8:30.", "El Maratón Ciudad de Sevilla sale a las 8:30 del estadio de La Cartuja el domingo 23 de febrero de 2025.", True),
    w.correct("es-cj-050", "correct.format", "¿A qué hora sale el último barco?", "A las seis de la tarde.", "A las 18:00.", True),
    w.correct("es-cj-051", "wrong.value", "¿Cuánto cuesta el abono mensual del rocódromo?", "65 € al mes.", "49 €.", False),
    w.correct("es-cj-052", "wrong.echo", "¿Cuántas parcelas con electricidad tiene el camping Lago Azul?", "El camping Lago Azul tiene parcelas con electricidad.", "18.", False),
    w.correct("es-cj-053", "wrong.role", "¿Quién se encarga de las limpiezas en la Clínica Dental Sonrisa?", "La Dra. Lucía Herrera.", "El higienista Pablo Ruiz.", False),
]
RELEVANCY = [
    w.relevant("es-cj-054", "relevant.direct", "¿Cuánto dura el paseo en barco?", "45 minutos, a bordo del Gaviota.", BOAT, True),
    w.relevant("es-cj-055", "relevant.yesno", "¿Puedo pagar con billetes en el autolavado?", "No, solo con monedas o con tarjeta.", CARWASH, True),
    w.relevant("es-cj-056", "offtopic.true", "¿Cuánto cuesta la entrada de un día al rocódromo?", "Los pies de gato se alquilan por 3 €.", CLIMBING, False),
    w.relevant("es-cj-057", "offtopic.other", "¿Cuántas lavadoras hay en la lavandería?", "Los socios pueden reservar turnos de 2 horas entre las 8:00 y las 22:00.", LAUNDRY, False),
]
DIAGNOSIS = [
    w.diag("es-cj-058", "diag.pass", "¿Cuánto cuesta la inscripción del maratón después del 31 de octubre?", "Después del 31 de octubre cuesta 70 €.", {"marathon": MARATHON, "laundry": LAUNDRY}, ("marathon",), "pass"),
    w.diag("es-cj-059", "diag.offtopic", "¿Cuántas butacas tiene el planetario?", "Las sesiones empiezan a las 12:00, a las 17:00 y a las 19:30.", {"planetarium": PLANETARIUM, "cooking": COOKING}, ("planetarium",), "fix_generation"),
    w.diag("es-cj-060", "diag.unfaithful", "¿Antes de qué hora hay que dejar la parcela?", "La salida es antes de las 10:00.", {"campsite": CAMPSITE, "boat": BOAT}, ("campsite",), "fix_generation"),
    w.diag("es-cj-061", "diag.refused", "¿Cuántas máquinas de coser tiene el espacio maker?", "Lo siento, no dispongo de esa información.", {"makerspace": MAKERSPACE, "climbing": CLIMBING}, ("makerspace",), "fix_generation"),
    w.diag("es-cj-062", "diag.missed", "¿Qué días abre la Clínica Dental Sonrisa?", "No encuentro el horario de la clínica en los documentos.", {"carwash": CARWASH, "laundry": LAUNDRY}, ("dental",), "fix_retrieval"),
    w.diag("es-cj-063", "diag.correct_refusal", "¿El taller de paella tiene una versión vegetariana?", "Lo siento, la información disponible no dice nada de una versión vegetariana.", {"cooking": COOKING, "campsite": CAMPSITE}, (), "correct_refusal"),
    w.diag("es-cj-064", "diag.should_refuse", "¿Ofrece el rocódromo clases para niños?", "Sí, hay clases infantiles los sábados por la tarde.", {"climbing": CLIMBING, "makerspace": MAKERSPACE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
