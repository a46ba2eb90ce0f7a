"""Fresh set cm, Spanish: clínica veterinaria, parque de camas elásticas, sala de lectura de un archivo municipal, escuela de vela, estudio de fotografía, mercadillo navideño, peluquería, pista de hielo, coro vecinal y biblioteca de herramientas."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

VET = (
    "La Clínica Veterinaria Los Almendros fue fundada en 2009 por la Dra. Lucía Romero, que sigue dirigiendo el equipo de cirugía. "
    "Abre todos los días excepto el domingo, de 9:00 a 21:00. "
    "Una consulta general cuesta 35 €, y las vacunas para perros y gatos, 28 € por dosis. "
    "En la sala de espera, los perros deben ir con correa y los gatos deben llegar en un transportín cerrado. "
    "La clínica tiene 14 empleados, entre ellos cinco veterinarios. "
    "Fuera del horario, las llamadas de urgencia se desvían al Hospital Veterinario del Río, a 6 kilómetros."
)
BOUNCE = (
    "El parque de camas elásticas Saltamontes tiene 42 camas elásticas repartidas en dos salas. "
    "Una sesión de una hora cuesta 14 €, y los calcetines antideslizantes, obligatorios para todos los saltadores, cuestan 3 € el par. "
    "Los niños menores de 6 años solo pueden saltar en la zona Mini y deben ir acompañados de un adulto. "
    "El parque abre de 10:00 a 21:00 entre semana y de 9:00 a 22:00 los fines de semana. "
    "Los cumpleaños se pueden reservar para grupos de 10 a 25 invitados. "
    "Los saltadores no pueden pesar más de 110 kilos."
)
ARCHIVE = (
    "La sala de lectura del Archivo Municipal de Villalba tiene 24 puestos. "
    "Los visitantes deben registrarse en el mostrador y presentar un documento de identidad con foto antes de su primera visita. "
    "Los bolígrafos están prohibidos en toda la sala de lectura, salvo en las dos mesas de reprografía. "
    "Los documentos originales deben pedirse con al menos dos días de antelación, y se pueden solicitar hasta cinco cajas al día. "
    "Hacer fotos sin flash está permitido y es gratis, mientras que los escaneos hechos por el personal cuestan 0,40 € por página. "
    "La sala abre de martes a viernes de 9:30 a 16:30 y cierra los días festivos."
)
SAILING = (
    "La Escuela de Vela Bahía está en Palma, la capital de las Islas Baleares. "
    "El curso de iniciación dura dos semanas y consta de 10 clases de tres horas. "
    "Cuesta 480 €, y los chalecos salvavidas se prestan gratis. "
    "Los alumnos deben tener al menos 12 años y saber nadar 50 metros. "
    "La instructora jefa, Marta Vidal, se hizo cargo de la escuela en 2016, cuando se la traspasó su fundador, Jaume Ferrer. "
    "Las clases se suspenden cuando el viento supera los 25 nudos."
)
PHOTO = (
    "El estudio de fotografía Luz Norte alquila su plató grande por 60 € la hora, con una reserva mínima de dos horas. "
    "Una sesión de fotos de carné cuesta 12 € e incluye cuatro copias impresas. "
    "El estudio lo abrieron el 12 de marzo de 2018 los fotógrafos Nuria Sanz y Diego Castillo. "
    "Para recibir el reembolso completo, los clientes deben cancelar con al menos 48 horas de antelación. "
    "El plató grande tiene un ciclorama blanco de 6 metros de ancho."
)
MARKET = (
    "El mercadillo navideño del casco antiguo se celebra del 29 de noviembre de 2024 al 5 de enero de 2025. "
    "Tiene 88 casetas de madera, y una cuarta parte vende comida y bebida. "
    "Abre todos los días de 11:00 a 21:00, excepto el 29 de noviembre, cuando abre a las 17:00 con el encendido de las luces. "
    "Un vaso de chocolate caliente cuesta 3 €, más 1 € de fianza por el vaso reutilizable. "
    "El concurso de belenes del 7 de diciembre lo juzga la alcaldesa, Pilar Ortega. "
    "Los organizadores esperan alrededor de 1,2 millones de visitantes."
)
HAIR = (
    "La peluquería Rizos la dirige la estilista Carmen Navarro, que la abrió en 2015. "
    "Un corte de mujer cuesta 28 € y uno de hombre, 15 €. "
    "El tinte dura unas dos horas y media y hay que reservarlo con al menos una semana de antelación. "
    "La peluquería abre de martes a sábado y cierra los domingos y los lunes. "
    "Sin cita solo se atiende los sábados. "
    "En el salón trabajan seis peluqueros, dos de ellos aprendices."
)
RINK = (
    "La pista de hielo Norte mide 60 metros de largo y 30 metros de ancho. "
    "Las sesiones de patinaje libre son todos los días excepto los lunes, de 17:00 a 20:00. "
    "La entrada cuesta 7 € para adultos y 5 € para menores de 12 años, y el alquiler de patines, 3 €. "
    "El casco se recomienda a todos los patinadores, pero solo es obligatorio para los menores de 8 años. "
    "El hielo se repasa cada 90 minutos. "
    "La pista se inauguró en noviembre de 1998 y se renovó en 2021."
)
CHOIR = (
    "El Coro Vecinal de La Ribera tiene 58 miembros y lo dirige Andrés Molina. "
    "Los ensayos son todos los miércoles de 19:00 a 21:00 en el salón del colegio San Marcos. "
    "Los nuevos cantantes no necesitan saber leer partituras, pero deben hacer una breve prueba de voz antes de entrar. "
    "La cuota anual es de 120 €, y los estudiantes pagan la mitad. "
    "El concierto de invierno será el 14 de diciembre de 2024 en el Ayuntamiento, y las entradas cuestan 10 €."
)
TOOLS = (
    "La biblioteca de herramientas de la calle Olmos presta más de 1.200 herramientas a sus socios. "
    "La cuota cuesta 30 € al año, y cada socio puede llevarse hasta tres herramientas a la vez. "
    "Las herramientas se prestan durante una semana y se pueden renovar una vez si nadie las ha reservado. "
    "Cada día de retraso cuesta 1 € por herramienta. "
    "Las herramientas eléctricas solo pueden llevárselas los socios que hayan hecho un curso de seguridad de 30 minutos. "
    "La biblioteca la gestionan voluntarios y abre los jueves de 17:00 a 20:00 y los sábados de 10:00 a 14:00."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-cm-001", "para.reorder", "¿Cuándo y dónde ensaya el coro?", "El coro ensaya en el salón del colegio San Marcos todos los miércoles, de 19:00 a 21:00.", CHOIR, True),
    w.faith("es-cm-002", "para.passive", "¿Quién fundó la Clínica Veterinaria Los Almendros?", "La Dra. Lucía Romero fundó la clínica en 2009.", VET, True),
    w.faith("es-cm-003", "para.synonym", "¿Cuántas camas elásticas hay en Saltamontes?", "Saltamontes cuenta con 42 camas elásticas distribuidas en dos salas.", BOUNCE, True),
    w.faith("es-cm-004", "para.nominal", "¿Con cuánta antelación hay que pedir los documentos originales?", "La solicitud de documentos originales debe hacerse con al menos dos días de antelación.", ARCHIVE, True),
    w.faith("es-cm-005", "para.capital", "¿En qué ciudad está la Escuela de Vela Bahía?", "Está en la capital balear, Palma.", SAILING, True),
    w.faith("es-cm-006", "para.pronoun", "¿Quién es Carmen Navarro?", "Es la estilista que dirige la peluquería Rizos; la abrió en 2015.", HAIR, True),
    w.faith("es-cm-007", "para.relative", "¿Quién es la instructora jefa de la escuela de vela?", "Es Marta Vidal, que se hizo cargo de la escuela en 2016, cuando se la traspasó su fundador, Jaume Ferrer.", SAILING, True),
    w.faith("es-cm-008", "para.part", "¿Cuánto cuesta la entrada de adulto en la pista de hielo Norte?", "Los adultos pagan 7 € de entrada.", RINK, True),
    w.faith("es-cm-009", "para.combine", "¿Cuánto tiempo puedo tener una herramienta y qué pasa si la devuelvo tarde?", "El préstamo dura una semana, y cada día de retraso se cobra 1 € por herramienta.", TOOLS, True),
    w.faith("es-cm-010", "fmt.number", "¿Cuántos miembros tiene el Coro Vecinal de La Ribera?", "El coro tiene cincuenta y ocho miembros.", CHOIR, True),
    w.faith("es-cm-011", "fmt.thousands", "¿Cuántas herramientas presta la biblioteca?", "Presta más de 1200 herramientas a sus socios.", TOOLS, True),
    w.faith("es-cm-012", "fmt.scale", "¿Cuántos visitantes espera el mercadillo navideño?", "Los organizadores esperan alrededor de 1.200.000 visitantes.", MARKET, True),
    w.faith("es-cm-013", "fmt.date", "¿Cuándo abrió el estudio Luz Norte?", "El estudio abrió el 12/03/2018.", PHOTO, True),
    w.faith("es-cm-014", "fmt.time", "¿Hasta qué hora abre la clínica Los Almendros?", "Está abierta hasta las 9 de la noche.", VET, True),
    w.faith("es-cm-015", "fmt.unit", "¿Qué medidas tiene la pista de hielo Norte?", "La pista mide 60 m de largo y 30 m de ancho.", RINK, True),
    w.faith("es-cm-016", "fmt.abbrev", "¿Quién dirige el equipo de cirugía de la clínica?", "Lo dirige la doctora Lucía Romero.", VET, True),
    w.faith("es-cm-017", "fmt.currency", "¿Cuánto cuesta que el personal del archivo escanee una página?", "Cada página escaneada por el personal cuesta 40 céntimos.", ARCHIVE, True),
    w.faith("es-cm-018", "fmt.range", "¿Para cuántos invitados se puede reservar un cumpleaños en Saltamontes?", "Se puede reservar para un mínimo de 10 y un máximo de 25 invitados.", BOUNCE, True),
    w.faith("es-cm-019", "fmt.period", "¿Cuánto dura el curso de iniciación de vela?", "El curso de iniciación dura 14 días y tiene 10 clases de tres horas.", SAILING, True),
    w.faith("es-cm-020", "fmt.share", "¿Cuántas casetas del mercadillo venden comida y bebida?", "El 25 % de las 88 casetas de madera vende comida y bebida.", MARKET, True),
    w.faith("es-cm-021", "para.except", "¿Abre la clínica Los Almendros los domingos?", "No, los domingos la clínica está cerrada.", VET, True),
    w.faith("es-cm-022", "wrap.opener", "¿Cuánto cuesta un corte de mujer en Rizos?", "¡Claro! En Rizos, un corte de mujer cuesta 28 €.", HAIR, True),
    w.faith("es-cm-023", "wrap.closer", "¿Cada cuánto se repasa el hielo?", "En la pista Norte, el hielo se repasa cada 90 minutos. ¡Espero que te sirva!", RINK, True),
    w.faith("es-cm-024", "wrap.attribution", "¿Qué necesito para mi primera visita al archivo?", "Según las normas del archivo, hay que registrarse en el mostrador y presentar un documento de identidad con foto antes de la primera visita.", ARCHIVE, True),
    w.faith("es-cm-025", "wrap.hedge", "¿Hay que pagar aparte el chaleco salvavidas en el curso?", "Por lo que veo, no: los chalecos salvavidas se prestan gratis.", SAILING, True),
    w.faith("es-cm-026", "wrap.question", "¿Cuánto cuestan las fotos de carné en Luz Norte?", "Una sesión de fotos de carné cuesta 12 € e incluye cuatro copias impresas. ¿Quieres que te explique cómo reservarla?", PHOTO, True),
    w.faith("es-cm-027", "value.number", "¿Cuántos peluqueros trabajan en Rizos?", "En el salón trabajan ocho peluqueros, dos de ellos aprendices.", HAIR, False),
    w.faith("es-cm-028", "value.date", "¿Cuándo abrió el estudio Luz Norte?", "Nuria Sanz y Diego Castillo abrieron el estudio el 12 de mayo de 2018.", PHOTO, False),
    w.faith("es-cm-029", "value.time", "¿Qué horario tiene la biblioteca de herramientas los jueves?", "Los jueves abre de 17:00 a 21:00.", TOOLS, False),
    w.faith("es-cm-030", "value.unit", "¿Adónde se desvían las urgencias fuera del horario?", "Al Hospital Veterinario del Río, que está a 6 millas.", VET, False),
    w.faith("es-cm-031", "value.currency", "¿Cuánto es la cuota anual del coro?", "La cuota anual es de 150 €, y los estudiantes pagan la mitad.", CHOIR, False),
    w.faith("es-cm-032", "role.swap", "¿Quién está al frente de la Escuela de Vela Bahía?", "Jaume Ferrer se hizo cargo de la escuela en 2016, cuando se la traspasó su fundadora, Marta Vidal.", SAILING, False),
    w.faith("es-cm-033", "negation", "¿Puedo fotografiar documentos en la sala de lectura?", "No, en la sala de lectura no está permitido hacer fotos.", ARCHIVE, False),
    w.faith("es-cm-034", "antonym", "¿La sala de lectura abre los días festivos?", "Sí, la sala de lectura abre los días festivos.", ARCHIVE, False),
    w.faith("es-cm-035", "modality", "¿Es obligatorio el casco en la pista Norte?", "Sí, el casco es obligatorio para todos los patinadores.", RINK, False),
    w.faith("es-cm-036", "quantifier", "¿Puedo ir a Rizos sin cita?", "Sí, sin cita se atiende todos los días que abre la peluquería.", HAIR, False),
    w.faith("es-cm-037", "value.except", "¿Puedo ir a patinar un lunes por la tarde?", "Sí, los lunes hay patinaje libre de 17:00 a 20:00.", RINK, False),
    w.faith("es-cm-038", "direction", "¿Cuándo se suspenden las clases de vela?", "Las clases se suspenden cuando el viento es inferior a 25 nudos.", SAILING, False),
    w.faith("es-cm-039", "added.fact", "¿Cuánto cuesta hacerse socio de la biblioteca de herramientas?", "La cuota cuesta 30 € al año e incluye el afilado gratuito de hojas y cuchillas.", TOOLS, False),
    w.faith("es-cm-040", "added.entity", "¿Quién juzga el concurso de belenes?", "El concurso del 7 de diciembre lo juzgan la alcaldesa, Pilar Ortega, y el escultor Ramón Gil.", MARKET, False),
    w.faith("es-cm-041", "mixed", "¿Me devuelven el dinero si cancelo en Luz Norte?", "Si cancelas con al menos 48 horas de antelación, te devuelven todo, y si cancelas más tarde, te devuelven la mitad.", PHOTO, False),
]
REFUSAL = [
    w.refusal("es-cm-042", "refusal.plain", "¿La clínica Los Almendros atiende reptiles?", "Lo siento, no tengo esa información.", VET, True),
    w.refusal("es-cm-043", "refusal.context", "¿Hay aparcamiento en Saltamontes?", "Los documentos proporcionados no dicen nada sobre el aparcamiento.", BOUNCE, True),
    w.refusal("es-cm-044", "refusal.short", "¿Quién fundó la biblioteca de herramientas?", "Ni idea.", TOOLS, True),
    w.refusal("es-cm-045", "refusal.long", "¿El Coro Vecinal de La Ribera hace giras por el extranjero?", "Gracias por tu pregunta. Por desgracia, la información que tengo sobre el coro no menciona ninguna gira. Habla de los ensayos, la cuota anual y el concierto de invierno, pero no de viajes. Te recomiendo preguntar directamente al coro. Siento no poder ayudarte más.", CHOIR, True),
    w.refusal("es-cm-046", "refusal.hedged", "¿A qué hora abre el mercadillo navideño?", "No estoy del todo seguro, pero creo que la mayoría de los días abre a las 11:00.", MARKET, False),
    w.refusal("es-cm-047", "refusal.partial", "¿Cuánto cuestan un corte de hombre y un arreglo de barba en Rizos?", "Un corte de hombre cuesta 15 €; el precio del arreglo de barba no aparece en los documentos.", HAIR, False),
]
CORRECTNESS = [
    w.correct("es-cm-048", "correct.wordy", "¿Quién dirige el Coro Vecinal de La Ribera?", "El Coro Vecinal de La Ribera, que tiene 58 miembros y ensaya los miércoles, está dirigido por Andrés Molina.", "Andrés Molina.", True),
    w.correct("es-cm-049", "correct.short", "¿Cuánto cuesta una sesión de una hora en Saltamontes?", "14 €.", "En Saltamontes, una sesión de una hora cuesta 14 €.", True),
    w.correct("es-cm-050", "correct.format", "¿Cuándo abrió el estudio Luz Norte?", "El 12/03/2018.", "El 12 de marzo de 2018.", True),
    w.correct("es-cm-051", "wrong.value", "¿Cuánto cuesta alquilar patines en la pista Norte?", "El alquiler de patines cuesta 5 €.", "3 €.", False),
    w.correct("es-cm-052", "wrong.echo", "¿Cuánto tiempo se puede tener una herramienta de la biblioteca de herramientas?", "Una herramienta de la biblioteca de herramientas se puede tener el tiempo que la biblioteca de herramientas la preste.", "Una semana.", False),
    w.correct("es-cm-053", "wrong.role", "¿Quién fundó la Escuela de Vela Bahía?", "Marta Vidal.", "Jaume Ferrer.", False),
]
RELEVANCY = [
    w.relevant("es-cm-054", "relevant.direct", "¿Qué días cierra Rizos?", "Los domingos y los lunes.", HAIR, True),
    w.relevant("es-cm-055", "relevant.yesno", "¿Mi hija de 5 años puede saltar en Saltamontes?", "Sí, pero solo en la zona Mini y acompañada de un adulto.", BOUNCE, True),
    w.relevant("es-cm-056", "offtopic.true", "¿Cuánto cuesta vacunar a mi gato?", "En la sala de espera, los perros deben ir con correa.", VET, False),
    w.relevant("es-cm-057", "offtopic.other", "¿A qué hora abre la sala de lectura?", "Se pueden solicitar hasta cinco cajas de documentos al día.", ARCHIVE, False),
]
DIAGNOSIS = [
    w.diag("es-cm-058", "diag.pass", "¿Cuánto cuesta el chocolate caliente en el mercadillo navideño?", "Un vaso de chocolate caliente cuesta 3 €, más 1 € de fianza por el vaso.", {"market": MARKET, "rink": RINK}, ("market",), "pass"),
    w.diag("es-cm-059", "diag.offtopic", "¿Cuánto cuesta la cuota de la biblioteca de herramientas?", "La biblioteca abre los jueves de 17:00 a 20:00 y los sábados de 10:00 a 14:00.", {"tools": TOOLS, "choir": CHOIR}, ("tools",), "fix_generation"),
    w.diag("es-cm-060", "diag.unfaithful", "¿Cuánto cuesta una consulta general en Los Almendros?", "Una consulta general cuesta 55 €.", {"vet": VET, "photo": PHOTO}, ("vet",), "fix_generation"),
    w.diag("es-cm-061", "diag.refused", "¿Qué edad mínima piden para el curso de iniciación de vela?", "Lo siento, no encuentro esa información en los documentos disponibles.", {"sailing": SAILING, "bounce": BOUNCE}, ("sailing",), "fix_generation"),
    w.diag("es-cm-062", "diag.missed", "¿Cuál es la reserva mínima del plató grande de Luz Norte?", "No he encontrado esa información.", {"hair": HAIR, "archive": ARCHIVE}, ("photo",), "fix_retrieval"),
    w.diag("es-cm-063", "diag.correct_refusal", "¿La pista Norte ofrece clases de patinaje artístico para adultos?", "Los documentos no indican si hay clases de patinaje artístico para adultos.", {"rink": RINK, "bounce": BOUNCE}, (), "correct_refusal"),
    w.diag("es-cm-064", "diag.should_refuse", "¿Cuánto cuesta la peluquería canina en Los Almendros?", "La peluquería canina cuesta 30 €.", {"vet": VET, "hair": HAIR}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
