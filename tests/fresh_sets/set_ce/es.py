"""Spanish cases of fresh set ce. Scenarios: Academia de Tenis Mediterránea (Valencia), Centro
de Vacunación San Rafael (Zaragoza), Automóviles Serrano (a used-car dealer in Sevilla), the
Bicimar bike-share (Málaga), the guesthouse Can Tramuntana on Menorca, Escuela de Música
Allegro (Bilbao), Huerto Comunitario El Almendro (Granada), the ferry to the Isla Gaviota zoo,
the escape room El Laberinto (Barcelona) and the print shop Tinta Fresca (Salamanca)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

TENNIS = (
    "La Academia de Tenis Mediterránea, en Valencia, ofrece clases infantiles para niños de 6 a 13 años los lunes y miércoles de 17:00 a 18:30. "
    "El entrenador jefe, Álvaro Ruiz, dirige el grupo de competición, mientras que la entrenadora auxiliar, Lucía Navarro, se encarga de los grupos de iniciación. "
    "Un trimestre infantil de diez semanas cuesta 210 €, y los hermanos tienen un 10 % de descuento en la segunda inscripción. "
    "La academia tiene diez pistas, cuatro de ellas cubiertas, y se pueden reservar de 8:00 a 22:00. "
    "En las pistas cubiertas es obligatorio llevar calzado con suela que no marque, y las raquetas se prestan gratis."
)

CLINIC = (
    "El Centro de Vacunación San Rafael, en Zaragoza, abre todos los días excepto los domingos, de 8:30 a 20:00. "
    "La vacuna de la gripe es gratuita para los mayores de 65 años y cuesta 18 € para el resto. "
    "Las vacunas del viajero, como la de la fiebre amarilla, requieren cita con al menos 72 horas de antelación, mientras que la vacuna de la gripe se pone sin cita. "
    "La enfermera Carmen Ortega coordina la consulta del viajero, y el médico Javier Molina revisa la cartilla de vacunación de cada paciente antes de administrar la dosis. "
    "Tras cualquier inyección, los pacientes deben esperar 20 minutos en la sala de observación antes de marcharse."
)

CARS = (
    "Automóviles Serrano, un concesionario de coches de segunda mano en Sevilla, tiene actualmente 46 vehículos en stock. "
    "Todos los coches con más de cinco años pasan una revisión de 110 puntos antes de la venta, y cada compra incluye una garantía de doce meses para el motor y la caja de cambios. "
    "Un SEAT León de 2019 con 67.000 kilómetros cuesta 12.750 €. "
    "El comprador puede devolver el coche en un plazo de 15 días si ha recorrido menos de 600 kilómetros. "
    "La jefa de ventas, Marta Gil, negocia la tasación de los coches que se entregan como parte del pago, y el mecánico Diego Castro realiza las revisiones."
)

BIKES = (
    "Bicimar, el servicio de bicicleta compartida de Málaga, cuenta con 2.000 bicicletas repartidas en 150 estaciones. "
    "Un viaje suelto cuesta 1,20 € los primeros 30 minutos y 0,80 € por cada media hora adicional. "
    "El abono anual cuesta 45 € e incluye viajes ilimitados de hasta 60 minutos cada uno. "
    "Las bicicletas eléctricas son la cuarta parte de la flota, y su velocidad está limitada a 25 km/h. "
    "Los usuarios deben tener al menos 16 años, y las bicicletas tienen que devolverse a una estación antes de medianoche."
)

GUESTHOUSE = (
    "Can Tramuntana es una casa de huéspedes familiar en la isla de Menorca con diez habitaciones, seis de ellas con vistas al mar. "
    "La entrada es de 15:00 a 21:00, y la salida, antes de las 11:00. "
    "Una habitación doble cuesta 105 € por noche con desayuno incluido, que se sirve de 8:00 a 10:30 en el patio. "
    "Los dueños, Pilar y Joan Pons, abren la casa de abril a octubre y la cierran el resto del año. "
    "Los perros solo se admiten en las dos habitaciones de la planta baja, con un suplemento de 15 € por estancia."
)

MUSIC = (
    "La Escuela de Música Allegro, en Bilbao, imparte clases de piano, violín y saxofón a alumnos a partir de ocho años. "
    "Una clase individual de 45 minutos cuesta 28 €, y las clases se pagan en bonos de ocho. "
    "La profesora de violín Ainhoa Echeverría dirige la orquesta juvenil de la escuela, que ensaya todos los jueves de 18:00 a 20:00. "
    "La orquesta actuará en la Fundación Gulbenkian de Lisboa el 10 de mayo de 2025. "
    "Quien quiera recuperar una clase perdida debe avisar con al menos un día de antelación."
)

GARDEN = (
    "El Huerto Comunitario El Almendro, en Granada, tiene 30 parcelas de 4 m por 5 m cada una. "
    "El alquiler de una parcela cuesta 45 € al año, y hay unas 35 familias en lista de espera. "
    "Cada socio debe dedicar al menos cuatro horas al mes a tareas comunes, como desbrozar los caminos o voltear el compost. "
    "La coordinadora, Rosa Jiménez, asigna las parcelas, y el tesorero, Manuel Vidal, cobra las cuotas cada año en enero. "
    "De junio a septiembre, solo se puede regar con manguera antes de las 9:00 o después de las 20:00."
)

FERRY = (
    "El ferri al zoo de la Isla Gaviota sale del puerto de Cala Blanca todos los días de marzo a octubre a las 10:00, a las 12:30 y a las 16:00. "
    "La travesía dura 45 minutos y recorre 14 kilómetros. "
    "El billete de ida y vuelta cuesta 20 € para adultos y 10 € para niños de 3 a 11 años; los menores de 3 años viajan gratis. "
    "El último barco de la isla de vuelta a Cala Blanca sale a las 18:30. "
    "El zoo, con unos 280 animales, entre ellos una colonia de leones marinos, está gestionado por la Fundación Isla Gaviota."
)

ESCAPE = (
    "La sala de escape El Laberinto, en Barcelona, tiene tres salas temáticas: «La Prisión», «El Museo» y «La Nave». "
    "Cada partida dura 60 minutos y está pensada para grupos de 2 a 6 jugadores. "
    "El precio es de 18 € por persona de lunes a viernes y de 22 € por persona los fines de semana. "
    "Los menores de 16 años deben ir acompañados de un adulto que participe en la partida. "
    "El director de juego, Sergio Vega, da como máximo tres pistas por partida, y los equipos que escapan en menos de 45 minutos aparecen en el cuadro de honor."
)

PRINT = (
    "La imprenta Tinta Fresca, en Salamanca, imprime tarjetas de visita, folletos y carteles. "
    "Una caja de 250 tarjetas de visita cuesta 32 €, y los pedidos hechos antes de las 11:00 están listos el mismo día. "
    "Los carteles se imprimen hasta tamaño A1, y todos los precios incluyen el impuesto sobre el valor añadido. "
    "La dueña, Elena Prieto, diseña los trabajos, y su socio, Raúl Domínguez, maneja las máquinas de impresión. "
    "Los estudiantes con carné válido tienen un 12 % de descuento en todos los pedidos, salvo en las tarjetas de visita."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-ce-001", "para.reorder", "¿Cuándo son las clases infantiles?", "De 17:00 a 18:30, los lunes y miércoles, la academia da clases infantiles a niños de 6 a 13 años.", TENNIS, True),
    w.faith("es-ce-002", "para.passive", "¿Quién hace las revisiones en Automóviles Serrano?", "Las revisiones son realizadas por el mecánico Diego Castro.", CARS, True),
    w.faith("es-ce-003", "para.synonym", "¿Cuánto hay que esperar después de una inyección?", "Después de un pinchazo, los pacientes tienen que aguardar 20 minutos en la sala de observación antes de irse.", CLINIC, True),
    w.faith("es-ce-004", "para.nominal", "¿Cuándo cobra el tesorero las cuotas?", "El cobro de las cuotas por parte del tesorero, Manuel Vidal, se realiza cada año en enero.", GARDEN, True),
    w.faith("es-ce-005", "para.capital", "¿Dónde actuará la orquesta juvenil?", "Actuará en la Fundación Gulbenkian de la capital portuguesa, el 10 de mayo de 2025.", MUSIC, True),
    w.faith("es-ce-006", "para.pronoun", "¿Quiénes son los dueños de Can Tramuntana y cuándo abren?", "Son Pilar y Joan Pons. Ellos abren la casa de abril a octubre y la cierran el resto del año.", GUESTHOUSE, True),
    w.faith("es-ce-007", "para.relative", "¿Quién gestiona el zoo de la Isla Gaviota?", "El zoo, donde viven unos 280 animales entre los que hay una colonia de leones marinos, está gestionado por la Fundación Isla Gaviota.", FERRY, True),
    w.faith("es-ce-008", "para.part", "¿Tiene El Laberinto una sala llamada «El Museo»?", "Sí, «El Museo» es una de sus salas temáticas.", ESCAPE, True),
    w.faith("es-ce-009", "para.combine", "¿Cuánto cuestan las clases infantiles?", "Las clases infantiles de los lunes y miércoles cuestan 210 € por un trimestre de diez semanas.", TENNIS, True),
    w.faith("es-ce-010", "fmt.number", "¿Cuántas habitaciones tiene la casa de huéspedes?", "Tiene 10 habitaciones, 6 de ellas con vistas al mar.", GUESTHOUSE, True),
    w.faith("es-ce-011", "fmt.thousands", "¿Cuántos kilómetros tiene el SEAT León de 2019?", "Tiene 67000 kilómetros y cuesta 12750 €.", CARS, True),
    w.faith("es-ce-012", "fmt.scale", "¿Qué distancia recorre la travesía?", "La travesía recorre 14.000 metros y dura 45 minutos.", FERRY, True),
    w.faith("es-ce-013", "fmt.date", "¿Cuándo es el concierto en Lisboa?", "El concierto es el 10/05/2025 en la Fundación Gulbenkian.", MUSIC, True),
    w.faith("es-ce-014", "fmt.time", "¿A qué hora se puede entrar y salir?", "La entrada es de tres de la tarde a nueve de la noche, y hay que dejar la habitación antes de las once de la mañana.", GUESTHOUSE, True),
    w.faith("es-ce-015", "fmt.unit", "¿Qué tamaño tiene cada parcela?", "Cada parcela mide 4 metros por 5 metros.", GARDEN, True),
    w.faith("es-ce-016", "fmt.abbrev", "¿Cuánto cuesta una caja de tarjetas de visita?", "Una caja de 250 tarjetas cuesta 32 €, IVA incluido.", PRINT, True),
    w.faith("es-ce-017", "fmt.currency", "¿Cuánto cuesta una partida el fin de semana?", "Los fines de semana son 22 euros por persona.", ESCAPE, True),
    w.faith("es-ce-018", "fmt.range", "¿Para cuántos jugadores es una partida?", "Está pensada para un mínimo de 2 y un máximo de 6 jugadores.", ESCAPE, True),
    w.faith("es-ce-019", "fmt.period", "¿Con cuánta antelación hay que pedir cita para una vacuna del viajero?", "Con al menos tres días de antelación.", CLINIC, True),
    w.faith("es-ce-020", "fmt.share", "¿Qué proporción de la flota de Bicimar es eléctrica?", "El 25 % de las bicicletas son eléctricas.", BIKES, True),
    w.faith("es-ce-021", "para.except", "¿Qué días abre el centro de vacunación?", "Abre de lunes a sábado, de 8:30 a 20:00; los domingos está cerrado.", CLINIC, True),
    w.faith("es-ce-022", "wrap.opener", "¿Cuánto cuesta una parcela?", "¡Buena pregunta! Alquilar una parcela cuesta 45 € al año.", GARDEN, True),
    w.faith("es-ce-023", "wrap.closer", "¿Cuánto cuesta el billete para un niño?", "Los niños de 3 a 11 años pagan 10 € por la ida y vuelta, y los menores de 3 años viajan gratis. ¡Que disfrutéis del zoo!", FERRY, True),
    w.faith("es-ce-024", "wrap.attribution", "¿Cuánto cuesta una clase individual?", "Según el documento, una clase individual de 45 minutos cuesta 28 €, y las clases se pagan en bonos de ocho.", MUSIC, True),
    w.faith("es-ce-025", "wrap.hedge", "¿Se pueden pedir raquetas prestadas en la academia?", "Creo que sí: allí las raquetas se prestan gratis.", TENNIS, True),
    w.faith("es-ce-026", "wrap.question", "¿Puedo llevar a mi perro?", "Sí, pero solo en las dos habitaciones de la planta baja, con un suplemento de 15 € por estancia. ¿Quiere que le indique también el horario de entrada?", GUESTHOUSE, True),
    w.faith("es-ce-027", "value.number", "¿Cuántas parcelas tiene el huerto?", "El Huerto Comunitario El Almendro tiene 36 parcelas.", GARDEN, False),
    w.faith("es-ce-028", "value.date", "¿Cuándo actuará la orquesta en Lisboa?", "La orquesta actuará el 10 de junio de 2025 en la Fundación Gulbenkian.", MUSIC, False),
    w.faith("es-ce-029", "value.time", "¿A qué hora sale el último barco de la isla?", "El último barco de vuelta a Cala Blanca sale a las 19:30.", FERRY, False),
    w.faith("es-ce-030", "value.unit", "¿A qué velocidad están limitadas las bicicletas eléctricas?", "Están limitadas a 25 millas por hora.", BIKES, False),
    w.faith("es-ce-031", "value.currency", "¿Cuánto cuesta el trimestre infantil?", "Un trimestre infantil de diez semanas cuesta 120 €.", TENNIS, False),
    w.faith("es-ce-032", "role.swap", "¿Quién diseña los trabajos en Tinta Fresca?", "Los diseña Raúl Domínguez, y Elena Prieto maneja las máquinas de impresión.", PRINT, False),
    w.faith("es-ce-033", "negation", "¿Necesito cita para la vacuna de la gripe?", "Sí, la vacuna de la gripe no se pone sin cita.", CLINIC, False),
    w.faith("es-ce-034", "antonym", "¿Dónde es obligatorio el calzado con suela que no marque?", "Es obligatorio en las pistas descubiertas.", TENNIS, False),
    w.faith("es-ce-035", "modality", "¿Los menores de 16 años tienen que ir con un adulto?", "Los menores de 16 años pueden ir con un adulto si quieren, pero no es obligatorio.", ESCAPE, False),
    w.faith("es-ce-036", "quantifier", "¿Las habitaciones tienen vistas al mar?", "Sí, las diez habitaciones tienen vistas al mar.", GUESTHOUSE, False),
    w.faith("es-ce-037", "value.except", "¿Hay descuento para estudiantes en Tinta Fresca?", "Sí, con carné válido tienen un 12 % de descuento en todos los pedidos, incluidas las tarjetas de visita.", PRINT, False),
    w.faith("es-ce-038", "direction", "¿Puedo devolver un coche comprado en Serrano?", "Sí, en un plazo de 15 días, siempre que haya recorrido más de 600 kilómetros.", CARS, False),
    w.faith("es-ce-039", "added.fact", "¿Cuánto cuesta el abono anual?", "El abono anual cuesta 45 €, incluye viajes ilimitados de hasta 60 minutos y trae un casco de regalo.", BIKES, False),
    w.faith("es-ce-040", "added.entity", "¿Quién coordina la consulta del viajero?", "La coordina la enfermera Carmen Ortega junto con la Cruz Roja.", CLINIC, False),
    w.faith("es-ce-041", "mixed", "¿Tienen garantía los coches de Serrano?", "Sí, cada compra incluye doce meses de garantía para el motor y la caja de cambios, y el primer cambio de aceite es gratuito.", CARS, False),
]

REFUSAL = [
    w.refusal("es-ce-042", "refusal.plain", "¿Hay aparcamiento en la academia de tenis?", "No sé si la academia tiene aparcamiento.", TENNIS, True),
    w.refusal("es-ce-043", "refusal.context", "¿El centro pone la dosis de refuerzo contra la COVID?", "El contexto proporcionado no menciona la vacuna contra la COVID, así que no puedo responder.", CLINIC, True),
    w.refusal("es-ce-044", "refusal.short", "¿Hay wifi en las habitaciones?", "No lo sé.", GUESTHOUSE, True),
    w.refusal("es-ce-045", "refusal.long", "¿Se pueden llevar bebidas a la sala?", "Gracias por su pregunta. Lamentablemente, la información de la que dispongo sobre la sala de escape El Laberinto solo trata de las salas temáticas, la duración de las partidas, el número de jugadores, los precios, el acompañamiento de menores y las pistas. No dice nada sobre bebidas, por lo que no puedo decirle si se permiten. Le recomiendo consultarlo directamente con el local.", ESCAPE, True),
    w.refusal("es-ce-046", "refusal.hedged", "¿Cuánto dura la travesía hasta el zoo?", "No estoy del todo seguro, pero parece que la travesía dura 45 minutos.", FERRY, False),
    w.refusal("es-ce-047", "refusal.partial", "¿Cuánto cuestan las tarjetas de visita y hacen envíos?", "Una caja de 250 tarjetas de visita cuesta 32 €. Sin embargo, la información no indica si la imprenta hace envíos.", PRINT, False),
]

CORRECTNESS = [
    w.correct("es-ce-048", "correct.wordy", "¿Cuándo ensaya la orquesta juvenil?", "¡Gracias por preguntar! La orquesta juvenil se reúne para ensayar todas las semanas sin falta los jueves, empezando a las seis de la tarde y terminando a las ocho, así que conviene que los músicos tengan libre esa franja del jueves.", "La orquesta juvenil ensaya todos los jueves de 18:00 a 20:00.", True),
    w.correct("es-ce-049", "correct.short", "¿Quién asigna las parcelas del huerto?", "Rosa Jiménez.", "Las parcelas las asigna la coordinadora, Rosa Jiménez.", True),
    w.correct("es-ce-050", "correct.format", "¿Cuánto cuesta un viaje suelto la primera media hora?", "Un euro con veinte céntimos la primera media hora.", "Un viaje suelto cuesta 1,20 € los primeros 30 minutos.", True),
    w.correct("es-ce-051", "wrong.value", "¿Cuántos coches tiene en stock Automóviles Serrano?", "Automóviles Serrano tiene actualmente 64 vehículos en stock.", "Automóviles Serrano tiene actualmente 46 vehículos en stock.", False),
    w.correct("es-ce-052", "wrong.echo", "¿Quién da las pistas durante la partida?", "Durante la partida, las pistas las da el capitán del equipo.", "El director de juego, Sergio Vega, da como máximo tres pistas por partida.", False),
    w.correct("es-ce-053", "wrong.role", "¿Quién coordina la consulta del viajero y quién revisa la cartilla de vacunación?", "El médico Javier Molina coordina la consulta del viajero, y la enfermera Carmen Ortega revisa la cartilla de vacunación.", "La enfermera Carmen Ortega coordina la consulta del viajero, y el médico Javier Molina revisa la cartilla de vacunación.", False),
]

RELEVANCY = [
    w.relevant("es-ce-054", "relevant.direct", "¿Cuánto dura la travesía en ferri?", "La travesía dura 45 minutos.", FERRY, True),
    w.relevant("es-ce-055", "relevant.yesno", "¿El desayuno está incluido en el precio de la habitación?", "Sí, la habitación doble a 105 € por noche incluye el desayuno.", GUESTHOUSE, True),
    w.relevant("es-ce-056", "offtopic.true", "¿Cuánto cuesta el trimestre infantil?", "La academia tiene diez pistas, cuatro de ellas cubiertas.", TENNIS, False),
    w.relevant("es-ce-057", "offtopic.other", "¿Los pedidos están listos el mismo día?", "La dueña, Elena Prieto, diseña los trabajos.", PRINT, False),
]

DIAGNOSIS = [
    w.diag("es-ce-058", "diag.pass", "¿Cuándo se puede regar con manguera en verano?", "De junio a septiembre, solo se puede regar con manguera antes de las 9:00 o después de las 20:00.", {"garden": GARDEN, "print": PRINT}, ("garden",), "pass"),
    w.diag("es-ce-059", "diag.offtopic", "¿Cuánto cuesta una partida entre semana?", "El Laberinto tiene tres salas temáticas: «La Prisión», «El Museo» y «La Nave».", {"escape": ESCAPE, "music": MUSIC}, ("escape",), "fix_generation"),
    w.diag("es-ce-060", "diag.unfaithful", "¿Qué edad mínima hay que tener para usar Bicimar?", "Hay que tener al menos 18 años.", {"bikes": BIKES, "cars": CARS}, ("bikes",), "fix_generation"),
    w.diag("es-ce-061", "diag.refused", "¿A qué hora se sirve el desayuno en Can Tramuntana?", "Lo siento, no he encontrado información sobre el horario del desayuno.", {"guesthouse": GUESTHOUSE, "ferry": FERRY}, ("guesthouse",), "fix_generation"),
    w.diag("es-ce-062", "diag.missed", "¿Cuánto hay que esperar después de una inyección?", "Mis documentos no indican cuánto hay que esperar después de una inyección.", {"tennis": TENNIS, "music": MUSIC}, ("clinic",), "fix_retrieval"),
    w.diag("es-ce-063", "diag.correct_refusal", "¿Automóviles Serrano ofrece financiación?", "La información disponible no indica si Automóviles Serrano ofrece financiación.", {"cars": CARS, "bikes": BIKES}, (), "correct_refusal"),
    w.diag("es-ce-064", "diag.should_refuse", "¿Cuántas plazas de aparcamiento hay en el puerto de Cala Blanca?", "El puerto de Cala Blanca tiene 160 plazas de aparcamiento.", {"ferry": FERRY, "garden": GARDEN}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
