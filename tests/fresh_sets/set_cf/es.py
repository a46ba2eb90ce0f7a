"""Spanish cases of fresh set cf: a yoga retreat (Los Almendros), an airport lounge (sala
VIP Mirador), a driving school (autoescuela Puerta Norte), a public archive reading room
(Archivo Provincial de Valdeserra), a fishing charter (el Gaviota), a children's theatre
(La Linterna), a cheese dairy tour (quesería La Vega Verde), a coworking cafe (El Tintero),
a hot-air balloon flight (Globos Cielo Abierto) and a tailor (Ferrán e Hijos)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

YOGA = "El retiro de yoga Los Almendros está en una finca de 12 hectáreas a las afueras de Valdeolmo y organiza fines de semana desde el viernes a las 16:00 hasta el domingo a las 14:00. El fin de semana cuesta 320 € por persona en habitación doble y 430 € en habitación individual, con todas las comidas vegetarianas incluidas. La directora, Lucía Herrera, dirige la clase de vinyasa de las 7:00, y su compañero Andrés Vidal imparte la sesión de yin yoga de las 18:30. Los participantes deben tener al menos 16 años, y los menores de 18 necesitan una autorización firmada por uno de sus padres. Los móviles se recogen al llegar y se devuelven al marcharse, salvo a los médicos y enfermeros que estén de guardia."

LOUNGE = "La sala VIP Mirador, en la terminal 2 del aeropuerto de Puerto Alba, abre todos los días a las 5:00 y cierra a las 23:30. Los pasajeros de clase business de cualquier aerolínea asociada entran gratis, y los titulares de la tarjeta Plata pueden llevar a un acompañante. El resto de viajeros puede comprar un pase de día por 45 €, que se vende solo en el mostrador de recepción y no por internet. Las duchas se reservan por un máximo de 20 minutos y se facilitan toallas. La sala tiene 180 asientos y, cuando está llena, tienen prioridad los pasajeros cuyo vuelo sale en las dos horas siguientes."

DRIVING = "La autoescuela Puerta Norte ofrece un paquete para principiantes de 10 clases por 550 €, y una clase suelta cuesta 60 €. Cada clase dura 90 minutos y empieza en la oficina de la autoescuela, en la calle del Molino 14. Antes de la primera clase práctica, el alumno debe haber aprobado el examen teórico; sin ese requisito, la autoescuela no reserva ninguna clase. La profesora Marta Ibáñez enseña con coche manual, y el profesor Diego Ruiz solo con coche automático. Las clases canceladas con menos de 24 horas de antelación se cobran enteras, salvo si el alumno presenta un justificante médico."

ARCHIVE = "La sala de lectura del Archivo Provincial de Valdeserra abre todos los días excepto los lunes, de 9:30 a 16:30. Para entrar hace falta un carné de lector, que se expide gratis al presentar un documento de identidad con foto. Se pueden pedir hasta cinco cajas de documentos al día, y los pedidos deben hacerse antes de las 15:00. En la sala solo se permiten lápices; los bolígrafos, la comida y la bebida deben quedarse en las taquillas. Hacer fotos sin flash cuesta 2 € al día, pero los documentos marcados como «reservado» no se pueden fotografiar en ningún caso."

FISHING = "La patrona Rosa Medina organiza salidas de pesca de media jornada en su barco, el Gaviota, desde el puerto de Calaseca. Las salidas zarpan a las 6:00 y regresan a las 12:30, y la temporada va del 1 de abril al 31 de octubre. El barco admite como máximo 8 pescadores, y alquilarlo entero en privado cuesta 900 €. Las cañas, el cebo y los chalecos salvavidas están incluidos, pero la licencia de pesca no, y hay que comprarla con antelación. Al final de cada salida, su marinero Elías Barros limpia y filetea las capturas gratis."

THEATRE = "El teatro infantil La Linterna representa obras de títeres para niños de 3 a 8 años todos los sábados y domingos a las 11:00 y a las 17:00. Cada función dura 45 minutos, sin descanso. Las entradas cuestan 9 € para niños y 6 € para adultos acompañantes, y los bebés menores de un año entran gratis. La sala tiene 120 butacas, y quienes llegan tarde solo pueden entrar después de la primera escena. La obra actual, «El zorro de la luna», la escribió Clara Benítez y la dirige Óscar Estrada."

DAIRY = "La quesería La Vega Verde ofrece visitas guiadas los miércoles y los viernes a las 10:00. La visita dura dos horas y termina con una cata de seis quesos, entre ellos el queso curado de la casa. La entrada cuesta 14 € para adultos, y los menores de 12 años pagan la mitad. Cada una de las 60 vacas de la granja da unos 25 litros de leche al día, y para hacer un kilo de queso se necesitan unos 10 litros de leche. Los visitantes deben llevar el gorro y los cubrezapatos que se reparten en la entrada y no pueden tocar las cubas."

COWORK = "El café coworking El Tintero, en el barrio de San Lorenzo, abre de lunes a viernes de 7:00 a 20:00. El pase de día cuesta 18 € e incluye café de filtro ilimitado, y la cuota mensual es de 220 €. Los socios pueden reservar la sala de reuniones hasta dos horas al día sin coste adicional. El wifi tiene una velocidad de 500 megabits por segundo, y el café cuenta con 40 mesas de trabajo. Las llamadas de teléfono solo están permitidas en las dos cabinas insonorizadas de la planta de arriba."

BALLOON = "Globos Cielo Abierto sobrevuela el valle de Rioblanco al amanecer, de mayo a septiembre. Los pasajeros deben llegar al campo de despegue 30 minutos antes de la salida, y el vuelo en sí dura alrededor de una hora. Una plaza cuesta 290 €, y la barquilla admite hasta 12 pasajeros además de la piloto, Ana Vázquez. Los vuelos se cancelan si el viento supera los 15 km/h, y los vuelos cancelados se cambian de fecha sin coste o se reembolsan por completo. Los pasajeros deben medir al menos 1,20 m."

TAILOR = "La sastrería Ferrán e Hijos, en la calle del Puente, confecciona trajes a medida en unas seis semanas. Un traje de dos piezas cuesta desde 1.200 €, y cada traje necesita dos pruebas. Los arreglos sencillos, como cortar el bajo de un pantalón, cuestan 15 € y están listos en tres días laborables. La sastrería la fundó en 1962 Luis Ferrán, que había aprendido el oficio en Roma, y hoy la dirige su nieta Julia Ferrán. Abre de martes a sábado, de 10:00 a 18:00."

# fmt: off
FAITHFULNESS = [
    w.faith("es-cf-001", "para.reorder", "¿Cuándo abre Ferrán e Hijos?", "De 10:00 a 18:00, de martes a sábado, está abierta la sastrería.", TAILOR, True),
    w.faith("es-cf-002", "para.passive", "¿Quién limpia el pescado después de la salida?", "Al final de cada salida, las capturas son limpiadas y fileteadas gratis por el marinero Elías Barros.", FISHING, True),
    w.faith("es-cf-003", "para.synonym", "¿Dónde puedo hacer llamadas en El Tintero?", "Solo se puede telefonear en las dos cabinas aisladas del ruido que hay en el piso de arriba.", COWORK, True),
    w.faith("es-cf-004", "para.nominal", "¿Qué pasa si hace demasiado viento?", "Un viento de más de 15 km/h supone la cancelación del vuelo, con cambio de fecha gratuito o reembolso total.", BALLOON, True),
    w.faith("es-cf-005", "para.capital", "¿Dónde aprendió el oficio Luis Ferrán?", "Lo aprendió en la capital italiana.", TAILOR, True),
    w.faith("es-cf-006", "para.pronoun", "¿Quién está detrás de «El zorro de la luna»?", "Clara Benítez la escribió y Óscar Estrada la dirige.", THEATRE, True),
    w.faith("es-cf-007", "para.relative", "¿Quién da clases con coche automático?", "Diego Ruiz, el profesor que enseña solo con coche automático.", DRIVING, True),
    w.faith("es-cf-008", "para.part", "¿Qué quesos se prueban al final de la visita?", "Entre los quesos de la cata está el queso curado de la casa.", DAIRY, True),
    w.faith("es-cf-009", "para.combine", "¿Quién da las clases en el retiro?", "La directora Lucía Herrera dirige el vinyasa de las 7:00, y Andrés Vidal imparte el yin yoga de las 18:30.", YOGA, True),
    w.faith("es-cf-010", "fmt.number", "¿Cuántos pescadores caben en el Gaviota?", "Caben ocho pescadores como máximo.", FISHING, True),
    w.faith("es-cf-011", "fmt.thousands", "¿Cuánto cuesta un traje de dos piezas?", "Un traje de dos piezas cuesta desde 1200 €.", TAILOR, True),
    w.faith("es-cf-012", "fmt.scale", "¿Cuánta leche hace falta para el queso?", "Para 1000 gramos de queso hacen falta unos 10 litros de leche.", DAIRY, True),
    w.faith("es-cf-013", "fmt.date", "¿Cuándo es la temporada de pesca?", "La temporada va del 01/04 al 31/10.", FISHING, True),
    w.faith("es-cf-014", "fmt.time", "¿Qué horario tiene la sala de lectura?", "Abre de nueve y media de la mañana a cuatro y media de la tarde.", ARCHIVE, True),
    w.faith("es-cf-015", "fmt.unit", "¿Cuándo se cancela un vuelo en globo?", "Se cancela si el viento supera los 15 kilómetros por hora.", BALLOON, True),
    w.faith("es-cf-016", "fmt.abbrev", "¿Qué velocidad tiene el wifi de El Tintero?", "El wifi va a 500 Mbps.", COWORK, True),
    w.faith("es-cf-017", "fmt.currency", "¿Cuánto cuesta el pase de día de la sala VIP?", "El pase de día cuesta 45 euros.", LOUNGE, True),
    w.faith("es-cf-018", "fmt.range", "¿Por cuánto tiempo puedo reservar una ducha?", "Cada reserva de ducha puede durar 20 minutos como mucho.", LOUNGE, True),
    w.faith("es-cf-019", "fmt.period", "¿Cuánto tardan en hacer un traje a medida?", "Unos 42 días.", TAILOR, True),
    w.faith("es-cf-020", "fmt.share", "¿Cuánto pagan los niños por la visita?", "Los menores de 12 años pagan el 50 % del precio de adulto.", DAIRY, True),
    w.faith("es-cf-021", "para.except", "¿Qué días abre la sala de lectura?", "Cierra los lunes y abre los otros seis días de la semana.", ARCHIVE, True),
    w.faith("es-cf-022", "wrap.opener", "¿Cuánto cuesta una clase suelta?", "¡Buena pregunta! Una clase suelta cuesta 60 € y dura 90 minutos.", DRIVING, True),
    w.faith("es-cf-023", "wrap.closer", "¿Cuánto cuesta el fin de semana en habitación individual?", "En habitación individual, el fin de semana cuesta 430 €, con todas las comidas vegetarianas incluidas. ¡Que disfrutes del retiro!", YOGA, True),
    w.faith("es-cf-024", "wrap.attribution", "¿Cuánto es la cuota mensual de El Tintero?", "Según el documento, la cuota mensual es de 220 €.", COWORK, True),
    w.faith("es-cf-025", "wrap.hedge", "¿Cuánto dura una función de títeres?", "Creo que cada función dura 45 minutos, sin descanso.", THEATRE, True),
    w.faith("es-cf-026", "wrap.question", "¿Cuánto cuesta una plaza en el globo?", "Una plaza cuesta 290 €. ¿Quieres saber también con cuánta antelación tienes que llegar?", BALLOON, True),
    w.faith("es-cf-027", "value.number", "¿Cuántas mesas de trabajo tiene El Tintero?", "El café cuenta con 60 mesas de trabajo.", COWORK, False),
    w.faith("es-cf-028", "value.date", "¿Cuándo es la temporada de pesca?", "La temporada va del 1 de abril al 15 de octubre.", FISHING, False),
    w.faith("es-cf-029", "value.time", "¿A qué hora son las funciones?", "Los sábados y domingos a las 11:00 y a las 18:00.", THEATRE, False),
    w.faith("es-cf-030", "value.unit", "¿Qué tamaño tiene la finca del retiro?", "El retiro está en una finca de 12 áreas a las afueras de Valdeolmo.", YOGA, False),
    w.faith("es-cf-031", "value.currency", "¿Cuánto cuesta el fin de semana en habitación doble?", "En habitación doble cuesta 320 dólares por persona.", YOGA, False),
    w.faith("es-cf-032", "role.swap", "¿Quién escribió «El zorro de la luna»?", "«El zorro de la luna» la escribió Óscar Estrada y la dirige Clara Benítez.", THEATRE, False),
    w.faith("es-cf-033", "negation", "¿Dónde se compra el pase de día de la sala VIP?", "El pase de día de 45 € se puede comprar en recepción o por internet.", LOUNGE, False),
    w.faith("es-cf-034", "antonym", "¿Qué quesos hay en la cata?", "La cata incluye seis quesos, entre ellos el queso fresco de la casa.", DAIRY, False),
    w.faith("es-cf-035", "modality", "¿Puedo quedarme con el bolígrafo en la sala de lectura?", "Puedes dejar los bolígrafos, la comida y la bebida en las taquillas si quieres, pero también puedes quedártelos.", ARCHIVE, False),
    w.faith("es-cf-036", "quantifier", "¿Puedo aprender con coche automático en Puerta Norte?", "Sí, todos los profesores de Puerta Norte enseñan tanto con coche manual como con automático.", DRIVING, False),
    w.faith("es-cf-037", "value.except", "¿Hay que entregar el móvil en el retiro?", "Sí, todos los participantes entregan el móvil al llegar, incluidos los médicos y enfermeros de guardia.", YOGA, False),
    w.faith("es-cf-038", "direction", "¿Qué pasa si cancelo una clase?", "Las clases canceladas con más de 24 horas de antelación se cobran enteras, salvo con justificante médico.", DRIVING, False),
    w.faith("es-cf-039", "added.fact", "¿Qué incluye el pase de día de El Tintero?", "El pase de día de 18 € incluye café de filtro ilimitado y una comida gratis.", COWORK, False),
    w.faith("es-cf-040", "added.entity", "¿Quién organiza las salidas de pesca?", "Las organiza la patrona Rosa Medina junto con su copatrón, Tomás Arriaga.", FISHING, False),
    w.faith("es-cf-041", "mixed", "¿Cuánto cuesta cortar el bajo de un pantalón?", "Cortar el bajo cuesta 15 €, y te llevan el pantalón arreglado a casa gratis.", TAILOR, False),
]

REFUSAL = [
    w.refusal("es-cf-042", "refusal.plain", "¿Hay zona de fumadores en la sala VIP Mirador?", "Lo siento, no sé si la sala tiene zona de fumadores.", LOUNGE, True),
    w.refusal("es-cf-043", "refusal.context", "¿Se puede comprar queso después de la visita?", "La información proporcionada no dice si se puede comprar queso después de la visita.", DAIRY, True),
    w.refusal("es-cf-044", "refusal.short", "¿Hay aparcamiento cerca del teatro La Linterna?", "No lo sé.", THEATRE, True),
    w.refusal("es-cf-045", "refusal.long", "¿Puedo llevar un portátil a la sala de lectura?", "Gracias por tu pregunta. Por desgracia, la información que tengo sobre la sala de lectura trata del horario, el carné de lector, los pedidos de documentos, la norma de los lápices y las fotos, pero no dice nada de ordenadores portátiles, así que no puedo decirte si puedes llevar uno. Te recomiendo que consultes directamente con el archivo antes de tu visita.", ARCHIVE, True),
    w.refusal("es-cf-046", "refusal.hedged", "¿Cuánto dura el vuelo en globo?", "No estoy del todo seguro, pero parece que el vuelo en sí dura alrededor de una hora.", BALLOON, False),
    w.refusal("es-cf-047", "refusal.partial", "¿Cuánto cuesta la habitación individual y hay piscina?", "El fin de semana en habitación individual cuesta 430 €, pero no encuentro nada sobre una piscina.", YOGA, False),
]

CORRECTNESS = [
    w.correct("es-cf-048", "correct.wordy", "¿Cuánto cuesta el paquete para principiantes?", "Si eliges el paquete para principiantes, tienes diez clases en total, y el precio de todo el paquete asciende a 550 € en conjunto.", "El paquete para principiantes de 10 clases cuesta 550 €.", True),
    w.correct("es-cf-049", "correct.short", "¿A qué hora zarpan las salidas de pesca?", "A las 6.", "Las salidas zarpan a las 6:00.", True),
    w.correct("es-cf-050", "correct.format", "¿A qué hora cierra Ferrán e Hijos?", "A las seis de la tarde.", "La sastrería cierra a las 18:00.", True),
    w.correct("es-cf-051", "wrong.value", "¿Cuánto es la cuota mensual de El Tintero?", "La cuota mensual es de 260 €.", "La cuota mensual es de 220 €.", False),
    w.correct("es-cf-052", "wrong.echo", "¿Qué días se hacen las visitas a la quesería?", "Las visitas a la quesería se hacen los lunes y los jueves.", "Las visitas se hacen los miércoles y los viernes a las 10:00.", False),
    w.correct("es-cf-053", "wrong.role", "¿Quién dirige «El zorro de la luna»?", "La dirige Clara Benítez, y la escribió Óscar Estrada.", "La dirige Óscar Estrada; la escribió Clara Benítez.", False),
]

RELEVANCY = [
    w.relevant("es-cf-054", "relevant.direct", "¿Cuánto hay que medir como mínimo para subir al globo?", "Hay que medir al menos 1,20 m.", BALLOON, True),
    w.relevant("es-cf-055", "relevant.yesno", "¿Los titulares de la tarjeta Plata pueden entrar en la sala con alguien?", "Sí, pueden llevar a un acompañante.", LOUNGE, True),
    w.relevant("es-cf-056", "offtopic.true", "¿Cuántas cajas de documentos puedo pedir al día?", "En la sala solo se permiten lápices.", ARCHIVE, False),
    w.relevant("es-cf-057", "offtopic.other", "¿Cuál es el horario de El Tintero?", "Los socios pueden reservar la sala de reuniones hasta dos horas al día sin coste adicional.", COWORK, False),
]

DIAGNOSIS = [
    w.diag("es-cf-058", "diag.pass", "¿Qué edad hay que tener para ir al retiro de yoga?", "Al menos 16 años, y los menores de 18 necesitan una autorización firmada por uno de sus padres.", {"yoga": YOGA, "dairy": DAIRY}, ("yoga",), "pass"),
    w.diag("es-cf-059", "diag.offtopic", "¿Cuántos pescadores caben en el Gaviota?", "Las cañas, el cebo y los chalecos salvavidas están incluidos.", {"fishing": FISHING, "tailor": TAILOR}, ("fishing",), "fix_generation"),
    w.diag("es-cf-060", "diag.unfaithful", "¿A qué hora abre la sala VIP Mirador?", "La sala abre todos los días a las 7:00.", {"lounge": LOUNGE, "balloon": BALLOON}, ("lounge",), "fix_generation"),
    w.diag("es-cf-061", "diag.refused", "¿Cuánto dura una clase en la autoescuela Puerta Norte?", "Lo siento, no he encontrado esa información en los documentos.", {"driving": DRIVING, "theatre": THEATRE}, ("driving",), "fix_generation"),
    w.diag("es-cf-062", "diag.missed", "¿Cuánto cuesta cortar el bajo de un pantalón en Ferrán e Hijos?", "Mis documentos no mencionan cuánto cuesta cortar el bajo de un pantalón.", {"theatre": THEATRE, "cowork": COWORK}, ("tailor",), "fix_retrieval"),
    w.diag("es-cf-063", "diag.correct_refusal", "¿El Archivo Provincial de Valdeserra ofrece visitas a sus depósitos?", "Los documentos no dicen nada sobre visitas a los depósitos del archivo.", {"archive": ARCHIVE, "fishing": FISHING}, (), "correct_refusal"),
    w.diag("es-cf-064", "diag.should_refuse", "¿Globos Cielo Abierto vende tarjetas regalo?", "Sí, las tarjetas regalo cuestan 290 € y son válidas durante un año.", {"balloon": BALLOON, "cowork": COWORK}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
