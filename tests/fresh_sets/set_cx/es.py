"""Fresh set cx, Spanish: a snowshoe tour, a citizens' advice office, a driving range, carpet cleaning, a cider house, a robotics club, a bike park, a food truck festival, a hearing aid shop and an indoor playground."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

SNOWSHOE = (
    "Rutas Nevadas organiza una excursión guiada con raquetas de nieve en el Pirineo de Huesca todos los días excepto los martes, del 15 de diciembre al 20 de marzo. "
    "La salida es a las 9:30 desde el refugio de Los Pinos, y el recorrido, de 6 km, dura unas tres horas. "
    "La guía Marta Soler dirige cada grupo, que tiene un máximo de 12 personas. "
    "La excursión cuesta 45 € por adulto, con raquetas y bastones incluidos. "
    "Los niños menores de 10 años no pueden participar."
)
ADVICE = (
    "La Oficina de Atención Ciudadana de Getafe fue fundada en 1987 por Carmen Ibáñez, jueza jubilada. "
    "Ofrece asesoramiento gratuito sobre vivienda, deudas y empleo. "
    "Abre de lunes a viernes de 10:00 a 16:00; se recomienda pedir cita, pero no es obligatorio. "
    "Unos 40 voluntarios trabajan allí, apoyados por dos asesores contratados. "
    "La mitad de las 3.600 consultas del año pasado fueron sobre vivienda."
)
RANGE = (
    "El campo de prácticas del Club de Golf Los Olivos tiene 28 puestos cubiertos en dos plantas. "
    "Un cubo de 50 bolas cuesta 3 € y uno de 100 bolas, 5 €. "
    "El campo abre todos los días de 7:00 a 22:00. "
    "La bandera más lejana está a 230 metros de la línea de salida. "
    "El profesional Javier Ruiz da clases de 30 minutos por 35 €."
)
CARPET = (
    "Alfombras Limpias Zaragoza limpia alfombras y moquetas en casas y oficinas de toda el área de Zaragoza. "
    "Una habitación estándar de hasta 20 metros cuadrados cuesta 35 €, y la escalera, 2 € por peldaño. "
    "Los técnicos usan extracción con agua caliente, y las alfombras suelen secarse en un plazo de cuatro a seis horas. "
    "Las reservas deben hacerse con al menos 48 horas de antelación. "
    "La dueña, Pilar Navarro, fundó la empresa en 2011 y hoy tiene nueve técnicos en plantilla."
)
CIDER = (
    "El llagar Casa Pumar está en Oviedo, la capital de Asturias. "
    "El llagar se construyó en 1894, y la familia Menéndez lo dirige desde 1952. "
    "Cada otoño elabora unos 15.000 litros de sidra. "
    "Las visitas a la sala de prensado son los sábados a las 11:00 y a las 14:00 y duran 45 minutos. "
    "Una botella de 70 cl de sidra natural cuesta 3,50 €, y los menores de 18 años no pueden probar la sidra."
)
ROBOTICS = (
    "El club de robótica Pequeños Inventores se reúne todos los miércoles de 16:00 a 17:30 en la biblioteca municipal de la calle Mayor. "
    "Está abierto a niños de 8 a 12 años, y el trimestre cuesta 120 €, con los kits incluidos. "
    "El monitor Pablo Herrera dirige las sesiones con dos ayudantes voluntarias. "
    "Un padre o una madre debe firmar la entrada y la salida de cada niño. "
    "En marzo de 2023, el equipo del club ganó el concurso provincial de robótica."
)
BIKEPARK = (
    "El bike park Cresta Roja tiene 14 pistas, cuatro de ellas de dificultad negra. "
    "El forfait de día cuesta 35 €, y el telesilla funciona de 9:00 a 17:00. "
    "El casco integral es obligatorio en todas las pistas negras. "
    "El parque abre del 1 de mayo al 15 de octubre. "
    "El jefe de mecánicos, Sergio Ortiz, revisa cada bicicleta de alquiler después de cada salida."
)
FESTIVAL = (
    "El Festival de Food Trucks del Puerto se celebra el 17 y el 18 de agosto de 2024 en el muelle 9. "
    "Unos 35 camiones servirán comida de 12:00 a 21:00 los dos días. "
    "La entrada cuesta 5 €, y los menores de 12 años entran gratis. "
    "Los perros con correa pueden entrar en todas las zonas excepto en la carpa comedor. "
    "El festival lo organiza la Asociación de Comerciantes del Puerto, y la cocinera Rosa Delgado es la invitada estrella."
)
HEARING = (
    "El centro auditivo SonClaro de Burgos vende audífonos de tres marcas. "
    "La prueba de audición gratuita dura unos 40 minutos. "
    "La Dra. Lucía Ferrer adapta cada audífono nuevo. "
    "Cada audífono tiene un periodo de prueba de 60 días. "
    "Las pilas cuestan 6 € el paquete de ocho, y la tienda abre de martes a sábado de 9:00 a 18:00."
)
PLAYGROUND = (
    "El parque infantil cubierto Jungla Salta admite a niños de hasta 11 años. "
    "La entrada cuesta 8 € por niño para dos horas, y los adultos entran gratis. "
    "Todo el mundo debe llevar calcetines en la zona de juegos. "
    "La zona de bebés está reservada a niños menores de 3 años. "
    "El parque abre todos los días excepto los lunes, de 10:00 a 19:00."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-cx-001", "para.reorder", "¿De dónde y a qué hora sale la excursión con raquetas?", "Sale del refugio de Los Pinos a las 9:30.", SNOWSHOE, True),
    w.faith("es-cx-002", "para.passive", "¿Quién fundó la Oficina de Atención Ciudadana de Getafe?", "La fundó Carmen Ibáñez, una jueza jubilada, en 1987.", ADVICE, True),
    w.faith("es-cx-003", "para.synonym", "¿Cuántos puestos tiene el campo de prácticas?", "Hay 28 puestos techados repartidos en dos pisos.", RANGE, True),
    w.faith("es-cx-004", "para.nominal", "¿Cuánto tarda en secarse la alfombra?", "El secado suele llevar de cuatro a seis horas.", CARPET, True),
    w.faith("es-cx-005", "para.capital", "¿En qué ciudad está el llagar Casa Pumar?", "Está en la capital de Asturias, Oviedo.", CIDER, True),
    w.faith("es-cx-006", "para.pronoun", "¿Quién dirige las sesiones del club Pequeños Inventores?", "El monitor Pablo Herrera. Las dirige con dos ayudantes voluntarias.", ROBOTICS, True),
    w.faith("es-cx-007", "para.relative", "¿Quién se encarga de las bicis de alquiler?", "Sergio Ortiz, que es el jefe de mecánicos, revisa cada bicicleta de alquiler después de cada salida.", BIKEPARK, True),
    w.faith("es-cx-008", "para.part", "¿Cuánto cuesta entrar al festival?", "La entrada cuesta 5 €.", FESTIVAL, True),
    w.faith("es-cx-009", "para.combine", "¿Qué audífonos vende SonClaro y se pueden probar?", "SonClaro vende audífonos de tres marcas, y cada uno tiene un periodo de prueba de 60 días.", HEARING, True),
    w.faith("es-cx-010", "fmt.number", "¿Cuánto tiempo da la entrada de 8 € en Jungla Salta?", "Un niño puede jugar 2 horas con esa entrada.", PLAYGROUND, True),
    w.faith("es-cx-011", "fmt.thousands", "¿Cuánta sidra elabora el llagar cada otoño?", "Unos 15000 litros.", CIDER, True),
    w.faith("es-cx-012", "fmt.scale", "¿De qué tamaño es la botella de sidra natural?", "La botella es de 0,7 litros.", CIDER, True),
    w.faith("es-cx-013", "fmt.date", "¿Cuándo es el Festival de Food Trucks del Puerto?", "El 17/08/2024 y el 18/08/2024.", FESTIVAL, True),
    w.faith("es-cx-014", "fmt.time", "¿Qué horario tiene el campo de prácticas?", "Abre todos los días desde las 7 de la mañana hasta las 10 de la noche.", RANGE, True),
    w.faith("es-cx-015", "fmt.unit", "¿Qué longitud tiene el recorrido con raquetas?", "El recorrido tiene 6 kilómetros.", SNOWSHOE, True),
    w.faith("es-cx-016", "fmt.abbrev", "¿Quién adapta los audífonos nuevos en SonClaro?", "Los adapta la doctora Lucía Ferrer.", HEARING, True),
    w.faith("es-cx-017", "fmt.currency", "¿Cuánto cuesta una botella de sidra natural?", "Cuesta 3 euros con 50 céntimos.", CIDER, True),
    w.faith("es-cx-018", "fmt.range", "¿Cuántas personas caben en un grupo de la excursión?", "Como mucho 12 personas por grupo.", SNOWSHOE, True),
    w.faith("es-cx-019", "fmt.period", "¿Con cuánta antelación hay que reservar la limpieza?", "Hay que reservar con al menos dos días de antelación.", CARPET, True),
    w.faith("es-cx-020", "fmt.share", "¿Qué parte de las consultas del año pasado fue sobre vivienda?", "El 50 % de las consultas del año pasado fueron sobre vivienda.", ADVICE, True),
    w.faith("es-cx-021", "para.except", "¿Qué día cierra Jungla Salta?", "Los lunes está cerrado.", PLAYGROUND, True),
    w.faith("es-cx-022", "wrap.opener", "¿Cuánto cuesta el forfait de día en Cresta Roja?", "¡Claro! El forfait de día cuesta 35 €.", BIKEPARK, True),
    w.faith("es-cx-023", "wrap.closer", "¿Para qué edades es el club Pequeños Inventores?", "Está abierto a niños de 8 a 12 años. ¡Espero que te sirva!", ROBOTICS, True),
    w.faith("es-cx-024", "wrap.attribution", "¿Puedo llevar a mi perro al festival?", "Según la información del festival, los perros con correa pueden entrar en todas las zonas excepto en la carpa comedor.", FESTIVAL, True),
    w.faith("es-cx-025", "wrap.hedge", "¿Cuánto cuesta limpiar una habitación estándar?", "Creo que una habitación estándar de hasta 20 metros cuadrados cuesta 35 €.", CARPET, True),
    w.faith("es-cx-026", "wrap.question", "¿Cuánto cuestan las pilas en SonClaro?", "El paquete de ocho pilas cuesta 6 €. ¿Quieres que te diga también el horario de la tienda?", HEARING, True),
    w.faith("es-cx-027", "value.number", "¿Cuántas bolas trae el cubo de 5 €?", "El cubo de 5 € trae 120 bolas.", RANGE, False),
    w.faith("es-cx-028", "value.date", "¿Cuándo abre el bike park?", "El parque abre del 1 de mayo al 31 de octubre.", BIKEPARK, False),
    w.faith("es-cx-029", "value.time", "¿A qué hora son las visitas a la sala de prensado?", "Los sábados a las 11:00 y a las 15:00.", CIDER, False),
    w.faith("es-cx-030", "value.unit", "¿Cuánto se camina en la excursión?", "Se recorren 6 millas en unas tres horas.", SNOWSHOE, False),
    w.faith("es-cx-031", "value.currency", "¿Cuánto cuesta la entrada de un niño en Jungla Salta?", "La entrada cuesta 10 € por niño para dos horas.", PLAYGROUND, False),
    w.faith("es-cx-032", "role.swap", "¿Quién organiza el Festival de Food Trucks del Puerto?", "Lo organiza la cocinera Rosa Delgado.", FESTIVAL, False),
    w.faith("es-cx-033", "negation", "¿Hay que pagar la prueba de audición?", "Sí, en SonClaro la prueba de audición no es gratuita.", HEARING, False),
    w.faith("es-cx-034", "antonym", "¿Los adultos pagan entrada en Jungla Salta?", "Sí, los adultos también tienen que pagar la entrada.", PLAYGROUND, False),
    w.faith("es-cx-035", "modality", "¿Necesito cita para ir a la oficina?", "Sí, es obligatorio pedir cita antes de ir.", ADVICE, False),
    w.faith("es-cx-036", "quantifier", "¿En qué pistas hay que llevar casco integral?", "El casco integral es obligatorio en las 14 pistas del parque.", BIKEPARK, False),
    w.faith("es-cx-037", "value.except", "¿Se puede hacer la excursión con raquetas un martes?", "Sí, los martes también hay excursión.", SNOWSHOE, False),
    w.faith("es-cx-038", "direction", "¿Quién no puede probar la sidra en el llagar?", "Los mayores de 18 años no pueden probar la sidra.", CIDER, False),
    w.faith("es-cx-039", "added.fact", "¿Cuánto dura la prueba de audición?", "La prueba de audición gratuita dura unos 40 minutos, y los resultados se entregan por escrito ese mismo día.", HEARING, False),
    w.faith("es-cx-040", "added.entity", "¿Quién dirige las sesiones del club de robótica?", "Pablo Herrera las dirige junto con la ingeniera Laura Campos.", ROBOTICS, False),
    w.faith("es-cx-041", "mixed", "¿Quién fundó Alfombras Limpias Zaragoza y cuántos técnicos tiene?", "La fundó Pilar Navarro en 2011, y hoy tiene 25 técnicos en plantilla.", CARPET, False),
]
REFUSAL = [
    w.refusal("es-cx-042", "refusal.plain", "¿Hay aparcamiento en el refugio de Los Pinos?", "Lo siento, no tengo esa información.", SNOWSHOE, True),
    w.refusal("es-cx-043", "refusal.context", "¿La oficina asesora sobre trámites de extranjería?", "Los documentos proporcionados no indican si la oficina asesora sobre extranjería.", ADVICE, True),
    w.refusal("es-cx-044", "refusal.short", "¿Se pueden alquilar palos en el campo de prácticas?", "Ni idea.", RANGE, True),
    w.refusal("es-cx-045", "refusal.long", "¿El llagar Casa Pumar envía sidra a otras comunidades?", "¡Gracias por tu pregunta! Por desgracia, la información que tengo no menciona envíos, así que no puedo decirte si el llagar manda sidra a otras comunidades. Las fuentes solo hablan de la historia del llagar, de las visitas de los sábados y del precio de la sidra. Te recomiendo que contactes directamente con el llagar Casa Pumar.", CIDER, True),
    w.refusal("es-cx-046", "refusal.hedged", "¿A qué hora empieza a funcionar el telesilla?", "No estoy del todo seguro, pero creo que el telesilla empieza a funcionar a las 9:00.", BIKEPARK, False),
    w.refusal("es-cx-047", "refusal.partial", "¿Qué horario tiene el festival y hay aparcamiento en el muelle?", "Los camiones sirven comida de 12:00 a 21:00 los dos días, pero la información no dice nada sobre aparcamiento.", FESTIVAL, False),
]
CORRECTNESS = [
    w.correct("es-cx-048", "correct.wordy", "¿Cuánto dura el periodo de prueba de un audífono en SonClaro?", "Todos los audífonos que se compran en el centro auditivo SonClaro tienen un periodo de prueba, y ese periodo dura 60 días.", "60 días", True),
    w.correct("es-cx-049", "correct.short", "¿Quién puede usar la zona de bebés?", "Los menores de 3 años.", "La zona de bebés está reservada a niños menores de 3 años.", True),
    w.correct("es-cx-050", "correct.format", "¿A qué hora empiezan las sesiones del club Pequeños Inventores?", "A las 4 de la tarde.", "A las 16:00", True),
    w.correct("es-cx-051", "wrong.value", "¿Cuánto cobra Alfombras Limpias Zaragoza por la escalera?", "5 € por peldaño.", "2 € por peldaño", False),
    w.correct("es-cx-052", "wrong.echo", "¿Cuántas pistas tiene el bike park Cresta Roja?", "El bike park Cresta Roja tiene varias pistas.", "14 pistas", False),
    w.correct("es-cx-053", "wrong.role", "¿Quién es la invitada estrella del Festival de Food Trucks del Puerto?", "La Asociación de Comerciantes del Puerto.", "La cocinera Rosa Delgado", False),
]
RELEVANCY = [
    w.relevant("es-cx-054", "relevant.direct", "¿Cuándo podemos ir a Jungla Salta?", "De martes a domingo, entre las 10:00 y las 19:00.", PLAYGROUND, True),
    w.relevant("es-cx-055", "relevant.yesno", "¿Mi hija de 8 años puede apuntarse a la excursión con raquetas?", "No, los menores de 10 años no pueden participar.", SNOWSHOE, True),
    w.relevant("es-cx-056", "offtopic.true", "¿Qué horario tiene SonClaro?", "SonClaro vende audífonos de tres marcas.", HEARING, False),
    w.relevant("es-cx-057", "offtopic.other", "¿Cuánto cuesta limpiar una habitación estándar?", "Hay que reservar con al menos 48 horas de antelación.", CARPET, False),
]
DIAGNOSIS = [
    w.diag("es-cx-058", "diag.pass", "¿Cuánto cuesta una clase con Javier Ruiz?", "Una clase de 30 minutos con Javier Ruiz cuesta 35 €.", {"range": RANGE, "cider": CIDER}, ("range",), "pass"),
    w.diag("es-cx-059", "diag.offtopic", "¿Cuánto cuesta el trimestre en el club Pequeños Inventores?", "El club se reúne en la biblioteca municipal de la calle Mayor.", {"robotics": ROBOTICS}, ("robotics",), "fix_generation"),
    w.diag("es-cx-060", "diag.unfaithful", "¿Hasta qué hora funciona el telesilla?", "El telesilla funciona hasta las 19:00.", {"bikepark": BIKEPARK}, ("bikepark",), "fix_generation"),
    w.diag("es-cx-061", "diag.refused", "¿Cuánto cuesta la excursión con raquetas?", "Lo siento, no encuentro información sobre el precio de la excursión.", {"snowshoe": SNOWSHOE}, ("snowshoe",), "fix_generation"),
    w.diag("es-cx-062", "diag.missed", "¿Hay que llevar calcetines en Jungla Salta?", "No he encontrado nada sobre eso.", {"festival": FESTIVAL}, ("playground",), "fix_retrieval"),
    w.diag("es-cx-063", "diag.correct_refusal", "¿La oficina es accesible en silla de ruedas?", "La información disponible no dice nada sobre la accesibilidad en silla de ruedas.", {"advice": ADVICE}, (), "correct_refusal"),
    w.diag("es-cx-064", "diag.should_refuse", "¿Alfombras Limpias Zaragoza también limpia sofás?", "Sí, limpian sofás por 50 € cada uno.", {"carpet": CARPET}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
