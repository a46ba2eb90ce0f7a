"""Fresh set cp, Spanish: alquiler de coches, refugio de montaña, imprenta, préstamo de libros electrónicos, estudio de tatuajes, club de tenis, club de jazz, sala de escape, café de gatos y empresa de mudanzas."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

RENTAL = (
    "Autos Norte abre todos los días excepto los domingos, de 7:30 a 19:00. "
    "Los conductores deben tener al menos 21 años y presentar un carné de conducir válido al recoger el coche. "
    "Un coche pequeño cuesta 45 € al día, y un SUV, 78 € al día. "
    "Cada alquiler incluye 250 km diarios; cada kilómetro adicional cuesta 0,30 €. "
    "La jefa de la oficina, Lucía Herrera, aprueba todos los alquileres de solo ida."
)
HUT = (
    "El refugio La Tuca está a 2.340 metros de altitud y tiene 48 camas repartidas en seis dormitorios. "
    "En 2025 abre del 15 de junio al 30 de septiembre. "
    "Una cama cuesta 38 € por noche para adultos, y los socios de la Federación de Montaña pagan la mitad. "
    "La cena se sirve a las 18:30, y a partir de las 22:00 hay que guardar silencio. "
    "El guarda, Jordi Puig, atiende las reservas por teléfono, y los huéspedes deben traer su propio saco sábana."
)
PRINT = (
    "La imprenta El Tintero fue fundada en 2009 por Andrés Molina y emplea a 7 personas. "
    "Imprime 1.200 tarjetas de visita por 96 €, y un póster A1 cuesta 24 €. "
    "Los pedidos normales están listos en dos días laborables; los urgentes están listos en 24 horas y tienen un recargo del 50 %. "
    "Los archivos deben enviarse en PDF. "
    "Abre de lunes a viernes, de 8:00 a 18:00."
)
EBOOK = (
    "Los socios de la Biblioteca Los Álamos pueden tener prestados hasta cinco libros electrónicos a la vez. "
    "Cada préstamo dura 21 días y termina automáticamente, así que no hay multas por retraso. "
    "El préstamo de libros electrónicos es gratuito para todos los socios. "
    "Cuando un título reservado queda disponible, se guarda durante 3 días. "
    "La aplicación de préstamo la desarrolló Lectora, una empresa de EE. UU."
)
TATTOO = (
    "El estudio Orquídea Negra abre todos los días excepto los lunes, de 12:00 a 21:00. "
    "Los clientes deben tener al menos 18 años y mostrar un documento de identidad con foto. "
    "Para reservar cita hay que pagar una señal de 60 €; el estudio la devuelve si el cliente cancela con al menos 48 horas de antelación. "
    "Diego Ramos está especializado en línea fina, mientras que Carmen Vidal hace diseños tradicionales. "
    "La tarifa por hora es de 140 €, con un mínimo de 80 €."
)
TENNIS = (
    "El Club de Tenis Los Olmos se fundó en 1962 y tiene 8 pistas, 3 de ellas cubiertas. "
    "La cuota anual cuesta 420 €, y los menores de 18 años pagan 150 €. "
    "Los socios pueden reservar pista con hasta 7 días de antelación, por un máximo de 90 minutos por reserva. "
    "La entrenadora principal, Marta Gil, da clases en grupo los martes y los jueves a las 18:00. "
    "Se recomienda ropa blanca, pero no es obligatoria."
)
JAZZ = (
    "El club de jazz La Linterna Azul abre sus puertas a las 20:00, y el primer pase empieza a las 21:00. "
    "Las entradas cuestan 25 € en taquilla y 20 € por internet. "
    "La banda de la casa, el Trío Marlow, toca todos los viernes; los sábados actúan artistas invitados. "
    "El club tiene capacidad para 120 personas y no acepta reservas de mesa. "
    "Se permiten fotos sin flash, pero no grabar vídeo."
)
ESCAPE = (
    "La sala de escape «El Observatorio Perdido» es para grupos de 2 a 6 jugadores, y cada partida dura 60 minutos. "
    "Cuesta 28 € por jugador. "
    "Cada equipo puede pedir hasta tres pistas gratis. "
    "Solo el 35 % de los equipos logra escapar antes de que se acabe el tiempo. "
    "Los menores de 12 años deben ir acompañados de un adulto."
)
CATS = (
    "En el Café Bigotes viven 11 gatos. "
    "Todos fueron adoptados en la protectora municipal. "
    "La entrada cuesta 12 € por hora e incluye una bebida. "
    "No se admite a niños menores de 8 años. "
    "Abre de miércoles a domingo, de 10:00 a 20:00, y no está permitido coger a los gatos en brazos."
)
MOVING = (
    "Mudanzas Rayo tiene su sede en Madrid, la capital de España. "
    "Un camión con dos operarios cuesta 120 € por hora, con un mínimo de tres horas. "
    "El camión grande carga hasta 3,5 toneladas. "
    "Las mudanzas de fin de semana deben reservarse con al menos 10 días de antelación. "
    "El seguro cubre daños de hasta 5.000 € por mudanza, y los pianos solo los traslada el equipo especializado de Raúl Ortega."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-cp-001", "para.reorder", "¿A qué hora es la cena en el refugio La Tuca?", "A las 18:30 se sirve la cena.", HUT, True),
    w.faith("es-cp-002", "para.passive", "¿Quién aprueba los alquileres de solo ida en Autos Norte?", "Todos los alquileres de solo ida son aprobados por la jefa de la oficina, Lucía Herrera.", RENTAL, True),
    w.faith("es-cp-003", "para.synonym", "¿Cuántos trabajadores tiene la imprenta El Tintero?", "El Tintero tiene una plantilla de 7 empleados.", PRINT, True),
    w.faith("es-cp-004", "para.nominal", "¿Me devuelven la señal si cancelo?", "Sí: la cancelación con al menos 48 horas de antelación da derecho a la devolución de la señal.", TATTOO, True),
    w.faith("es-cp-005", "para.capital", "¿Dónde tiene su sede Mudanzas Rayo?", "La capital de España es Madrid, y allí tiene su sede Mudanzas Rayo.", MOVING, True),
    w.faith("es-cp-006", "para.pronoun", "¿Quién da las clases en grupo en Los Olmos?", "Es la entrenadora principal, Marta Gil; las da los martes y los jueves a las 18:00.", TENNIS, True),
    w.faith("es-cp-007", "para.relative", "¿Quién toca los viernes en La Linterna Azul?", "Los viernes toca el Trío Marlow, que es la banda de la casa.", JAZZ, True),
    w.faith("es-cp-008", "para.part", "¿Cuánto dura una partida en «El Observatorio Perdido»?", "Cada partida dura 60 minutos.", ESCAPE, True),
    w.faith("es-cp-009", "para.combine", "¿Cuántos gatos hay en el Café Bigotes y de dónde vienen?", "En el Café Bigotes viven 11 gatos, todos adoptados en la protectora municipal.", CATS, True),
    w.faith("es-cp-010", "fmt.number", "¿Cuántos libros electrónicos puedo tener prestados a la vez?", "Puedes tener hasta 5 a la vez.", EBOOK, True),
    w.faith("es-cp-011", "fmt.thousands", "¿Cuántas tarjetas de visita me dan por 96 €?", "Por 96 € te imprimen 1200 tarjetas de visita.", PRINT, True),
    w.faith("es-cp-012", "fmt.scale", "¿Cuánto peso carga el camión grande?", "El camión grande carga hasta 3.500 kilos.", MOVING, True),
    w.faith("es-cp-013", "fmt.date", "¿Cuándo abre el refugio esta temporada?", "Abre del 15/06/2025 al 30/09/2025.", HUT, True),
    w.faith("es-cp-014", "fmt.time", "¿A qué hora empieza la música en La Linterna Azul?", "El primer pase empieza a las 9 de la noche.", JAZZ, True),
    w.faith("es-cp-015", "fmt.unit", "¿Cuántos kilómetros incluye el alquiler en Autos Norte?", "Cada alquiler incluye 250 kilómetros diarios.", RENTAL, True),
    w.faith("es-cp-016", "fmt.abbrev", "¿Quién desarrolló la aplicación de préstamo de la biblioteca?", "La desarrolló Lectora, una empresa de Estados Unidos.", EBOOK, True),
    w.faith("es-cp-017", "fmt.currency", "¿Cuánto cuesta entrar al Café Bigotes?", "La entrada cuesta 12 euros por hora, con una bebida incluida.", CATS, True),
    w.faith("es-cp-018", "fmt.range", "¿Cuánto tiempo puedo reservar una pista?", "Cada reserva puede durar como mucho 90 minutos.", TENNIS, True),
    w.faith("es-cp-019", "fmt.period", "¿Cuánto dura el préstamo de un libro electrónico?", "El préstamo dura tres semanas.", EBOOK, True),
    w.faith("es-cp-020", "fmt.share", "¿Cuánto pagan por una cama los socios de la Federación de Montaña?", "Pagan el 50 % de la tarifa de adulto.", HUT, True),
    w.faith("es-cp-021", "para.except", "¿Abre Orquídea Negra los lunes?", "No, los lunes el estudio está cerrado.", TATTOO, True),
    w.faith("es-cp-022", "wrap.opener", "¿Cuánto cobra Mudanzas Rayo por un camión con operarios?", "¡Buena pregunta! Un camión con dos operarios cuesta 120 € por hora.", MOVING, True),
    w.faith("es-cp-023", "wrap.closer", "¿Cuánto cuesta la cuota anual en Los Olmos?", "La cuota anual cuesta 420 €. ¡Espero que te sirva!", TENNIS, True),
    w.faith("es-cp-024", "wrap.attribution", "¿Qué edad hay que tener para alquilar un coche en Autos Norte?", "Según las condiciones de alquiler de Autos Norte, los conductores deben tener al menos 21 años.", RENTAL, True),
    w.faith("es-cp-025", "wrap.hedge", "¿Pueden entrar niños pequeños al Café Bigotes?", "Por lo que veo, no se admite a niños menores de 8 años.", CATS, True),
    w.faith("es-cp-026", "wrap.question", "¿Cuánto cuesta la entrada comprada por internet?", "Por internet la entrada cuesta 20 €. ¿Quieres saber también el precio en taquilla?", JAZZ, True),
    w.faith("es-cp-027", "value.number", "¿Cuántas camas tiene el refugio La Tuca?", "El refugio tiene 56 camas repartidas en seis dormitorios.", HUT, False),
    w.faith("es-cp-028", "value.date", "¿En qué año se fundó el Club de Tenis Los Olmos?", "El club se fundó en 1968.", TENNIS, False),
    w.faith("es-cp-029", "value.time", "¿A qué hora cierra el Café Bigotes?", "El Café Bigotes cierra a las 21:00.", CATS, False),
    w.faith("es-cp-030", "value.unit", "¿Cuánto tiempo me guardan un libro reservado?", "Cuando un título reservado queda disponible, se guarda durante 3 semanas.", EBOOK, False),
    w.faith("es-cp-031", "value.currency", "¿Cuánto cuesta un póster A1 en El Tintero?", "Un póster A1 cuesta 42 €.", PRINT, False),
    w.faith("es-cp-032", "role.swap", "¿A quién acudo para un tatuaje de línea fina?", "La especialista en línea fina es Carmen Vidal.", TATTOO, False),
    w.faith("es-cp-033", "negation", "¿Se puede reservar mesa en La Linterna Azul?", "Sí, el club acepta reservas de mesa.", JAZZ, False),
    w.faith("es-cp-034", "antonym", "¿Es gratis el préstamo de libros electrónicos?", "No, el préstamo de libros electrónicos es de pago para los socios.", EBOOK, False),
    w.faith("es-cp-035", "modality", "¿Hay que ir vestido de alguna forma concreta en Los Olmos?", "Sí, la ropa blanca es obligatoria.", TENNIS, False),
    w.faith("es-cp-036", "quantifier", "¿La mayoría de los equipos consigue salir de «El Observatorio Perdido»?", "Sí, la mayoría de los equipos logra escapar antes de que se acabe el tiempo.", ESCAPE, False),
    w.faith("es-cp-037", "value.except", "¿Autos Norte abre los domingos?", "Sí, los domingos abre de 7:30 a 19:00.", RENTAL, False),
    w.faith("es-cp-038", "direction", "¿Con cuánta antelación hay que reservar una mudanza de fin de semana?", "Las mudanzas de fin de semana deben reservarse con un máximo de 10 días de antelación.", MOVING, False),
    w.faith("es-cp-039", "added.fact", "¿Cuándo está listo un pedido normal?", "Los pedidos normales están listos en dos días laborables, y el envío dentro de la ciudad es gratuito.", PRINT, False),
    w.faith("es-cp-040", "added.entity", "¿Qué hay los viernes en La Linterna Azul?", "Los viernes toca la banda de la casa, el Trío Marlow, junto con la cantante Elena Soler.", JAZZ, False),
    w.faith("es-cp-041", "mixed", "¿Cuántas personas pueden jugar en «El Observatorio Perdido»?", "La sala es para grupos de 2 a 6 jugadores, y cada jugador se lleva una foto de recuerdo.", ESCAPE, False),
]
REFUSAL = [
    w.refusal("es-cp-042", "refusal.plain", "¿En Orquídea Negra también hacen piercings?", "Lo siento, no tengo esa información.", TATTOO, True),
    w.refusal("es-cp-043", "refusal.context", "¿Hay wifi en el refugio La Tuca?", "Los documentos proporcionados no dicen si el refugio tiene wifi.", HUT, True),
    w.refusal("es-cp-044", "refusal.short", "¿Cómo se llaman los gatos del Café Bigotes?", "Ni idea.", CATS, True),
    w.refusal("es-cp-045", "refusal.long", "¿Mudanzas Rayo hace mudanzas internacionales?", "¡Gracias por tu pregunta! Lamentablemente, los documentos que tengo no mencionan en ningún momento las mudanzas internacionales. Hablan de la tarifa por hora, el mínimo de horas, la antelación para los fines de semana y el seguro, pero nada sobre mudanzas al extranjero. Te recomiendo consultarlo directamente con Mudanzas Rayo.", MOVING, True),
    w.refusal("es-cp-046", "refusal.hedged", "¿Cuántas pistas tiene el Club de Tenis Los Olmos?", "No estoy del todo seguro, pero creo que el club tiene 8 pistas.", TENNIS, False),
    w.refusal("es-cp-047", "refusal.partial", "¿Cuánto cuestan las entradas en La Linterna Azul y hay consumición mínima?", "Las entradas cuestan 25 € en taquilla y 20 € por internet. Sobre la consumición mínima, los documentos no dicen nada.", JAZZ, False),
]
CORRECTNESS = [
    w.correct("es-cp-048", "correct.wordy", "¿Quién fundó la imprenta El Tintero?", "El Tintero funciona desde 2009, y quien la fundó fue Andrés Molina.", "Andrés Molina.", True),
    w.correct("es-cp-049", "correct.short", "¿Cuánto dura una partida en «El Observatorio Perdido»?", "60 minutos.", "Una partida en «El Observatorio Perdido» dura 60 minutos, contados desde que se cierra la puerta.", True),
    w.correct("es-cp-050", "correct.format", "¿A qué hora cierra Autos Norte?", "A las 7 de la tarde.", "A las 19:00.", True),
    w.correct("es-cp-051", "wrong.value", "¿Cuánto cuesta la entrada al Café Bigotes?", "15 € por hora.", "12 € por hora, con una bebida incluida.", False),
    w.correct("es-cp-052", "wrong.echo", "¿Cuánto dura el préstamo de un libro electrónico en la Biblioteca Los Álamos?", "El préstamo de un libro electrónico en la Biblioteca Los Álamos dura lo que dura el préstamo de un libro electrónico en la Biblioteca Los Álamos.", "21 días.", False),
    w.correct("es-cp-053", "wrong.role", "¿Quién hace los diseños tradicionales en Orquídea Negra?", "Diego Ramos.", "Carmen Vidal.", False),
]
RELEVANCY = [
    w.relevant("es-cp-054", "relevant.direct", "¿Hasta qué hora se puede charlar por la noche en el refugio?", "A partir de las 22:00 hay que guardar silencio.", HUT, True),
    w.relevant("es-cp-055", "relevant.yesno", "¿Puedo reservar pista con una semana de antelación?", "Sí, los socios pueden reservar con hasta 7 días de antelación.", TENNIS, True),
    w.relevant("es-cp-056", "offtopic.true", "¿En qué formato tengo que mandar el archivo?", "Abre de lunes a viernes, de 8:00 a 18:00.", PRINT, False),
    w.relevant("es-cp-057", "offtopic.other", "¿Cuántas pistas nos dan en «El Observatorio Perdido»?", "Cuesta 28 € por jugador.", ESCAPE, False),
]
DIAGNOSIS = [
    w.diag("es-cp-058", "diag.pass", "¿Cuánto cuesta un SUV al día en Autos Norte?", "Un SUV cuesta 78 € al día.", {"rental": RENTAL, "jazz": JAZZ}, ("rental",), "pass"),
    w.diag("es-cp-059", "diag.offtopic", "¿Qué días abre el Café Bigotes?", "La entrada cuesta 12 € por hora e incluye una bebida.", {"cats": CATS, "tennis": TENNIS}, ("cats",), "fix_generation"),
    w.diag("es-cp-060", "diag.unfaithful", "¿Cuál es el mínimo de horas que hay que contratar en Mudanzas Rayo?", "El mínimo es de una hora.", {"moving": MOVING, "rental": RENTAL}, ("moving",), "fix_generation"),
    w.diag("es-cp-061", "diag.refused", "¿Cuántos días se guarda un libro electrónico reservado?", "Lo siento, no encuentro ese dato en los documentos.", {"ebook": EBOOK, "print": PRINT}, ("ebook",), "fix_generation"),
    w.diag("es-cp-062", "diag.missed", "¿Qué edad hay que tener para tatuarse en Orquídea Negra?", "No he encontrado en los documentos ninguna edad mínima para Orquídea Negra.", {"hut": HUT, "print": PRINT}, ("tattoo",), "fix_retrieval"),
    w.diag("es-cp-063", "diag.correct_refusal", "¿Se puede cenar en La Linterna Azul?", "Mis fuentes no dicen si en La Linterna Azul se sirve comida.", {"jazz": JAZZ, "cats": CATS}, (), "correct_refusal"),
    w.diag("es-cp-064", "diag.should_refuse", "¿«El Observatorio Perdido» es accesible en silla de ruedas?", "Sí, la sala es totalmente accesible en silla de ruedas.", {"escape": ESCAPE, "moving": MOVING}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
