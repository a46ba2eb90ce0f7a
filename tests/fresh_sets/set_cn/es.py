"""Fresh set cn, Spanish: recogida de cerezas, museo del tren en miniatura, tienda de novias, autobús nocturno, retiro de yoga, parque de montañas rusas, cerrajería, club de ajedrez, visita a una cervecera y sauna pública."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

FINCA = (
    "La Finca Los Almendros, en el valle del Jerte, la dirige desde 2003 Rosario Martín. "
    "La recogida de cerezas está abierta del 20 de mayo al 30 de junio, todos los días excepto los lunes, de 8:00 a 14:00. "
    "La entrada cuesta 6 € por persona e incluye un kilo de cerezas; cada kilo adicional cuesta 4 €. "
    "La finca tiene 3.000 cerezos y la mitad son de la variedad Picota. "
    "Los menores de 12 años deben ir acompañados de un adulto. "
    "No se permite subir a los árboles."
)
MUSEO = (
    "El Museo del Tren en Miniatura de Alcalá fue fundado en 2007 por Ramón Ibáñez, maquinista jubilado. "
    "Su maqueta principal mide 30 metros y recrea Lisboa, la capital de Portugal, a principios del siglo XX. "
    "En ella circulan 15 trenes a la vez. "
    "El museo abre de martes a domingo, de 10:00 a 14:00 y de 17:00 a 20:00. "
    "La entrada general cuesta 5 € y la reducida 3 €; los menores de 4 años no pagan. "
    "Desde 2021 la directora es Lucía Prieto, que sustituyó a Ibáñez."
)
NOVIAS = (
    "La tienda Novias Azahar, en la calle Mayor, tiene unos 300 vestidos de novia. "
    "Las pruebas se hacen solo con cita previa y duran una hora. "
    "Los arreglos tardan como máximo cuatro semanas. "
    "Al encargar el vestido hay que pagar una señal del 40 %, y el resto se abona en la última prueba. "
    "La diseñadora Carmen Vidal crea los vestidos, y la modista Pilar Serrano hace todos los arreglos. "
    "La novia puede ir a la prueba con dos acompañantes como máximo."
)
BUHO = (
    "La línea nocturna N9 une la plaza de Cibeles con el barrio de Valdeluz todas las noches excepto la del 24 de diciembre. "
    "El primer autobús sale de Cibeles a las 23:50 y el último a las 5:30, con una frecuencia de 35 minutos. "
    "El billete sencillo cuesta 1,50 € y los menores de 4 años viajan gratis. "
    "El recorrido mide 16 kilómetros y tiene 27 paradas. "
    "Los viajeros deben subir por la puerta delantera y validar el billete. "
    "Desde el 15 de enero de 2024 la línea la gestiona la empresa Autobuses Nocturnos del Sur."
)
RETIRO = (
    "El retiro de yoga Casa Luz, en la Alpujarra, acoge a un máximo de 10 personas por semana. "
    "Cada día empieza con una meditación a las 7:00, seguida de una clase de hatha yoga de 90 minutos. "
    "La semana cuesta 750 € e incluye el alojamiento y todas las comidas vegetarianas. "
    "Las clases de la mañana las imparte Marta Delgado y las de la tarde, su compañero Andrés Molina. "
    "Cada participante debe llevar su propia esterilla; los bloques y las cintas se prestan. "
    "En la sala de práctica no se permiten móviles, pero en las habitaciones sí."
)
PARQUE = (
    "El parque Vértigo Park tiene cinco montañas rusas; la más alta, el Huracán, mide 60 metros. "
    "Para subir al Huracán hay que medir al menos 1,40 metros. "
    "El parque abre todos los días de 11:00 a 22:00 entre el 1 de junio y el 15 de septiembre. "
    "La entrada de un día cuesta 45 € y el pase de temporada, 110 €. "
    "Las pertenencias sueltas deben guardarse en taquillas, que cuestan 3 € por uso. "
    "El Huracán lo construyó en 2018 una empresa de EE. UU. y alcanza 115 km/h."
)
CERRAJERIA = (
    "Cerrajería Ruiz, en la avenida de la Constitución, la llevan los hermanos Javier y Pablo Ruiz. "
    "La tienda abre de lunes a viernes de 9:00 a 19:00 y los sábados de 10:00 a 14:00. "
    "La apertura de puertas urgente cuesta 80 € de día y 120 € a partir de las 22:00. "
    "Una copia de llave normal cuesta 3,50 € y se hace en unos cinco minutos. "
    "Antes de abrir una vivienda, el cliente debe enseñar su DNI. "
    "Javier se encarga de las cajas fuertes y Pablo, de las cerraduras de coche."
)
AJEDREZ = (
    "El Club de Ajedrez Enroque se reúne todos los miércoles a las 18:30 en el centro cultural del barrio. "
    "La cuota anual es de 50 €, y los menores de 18 años pagan la mitad. "
    "El club tiene 70 socios, de los cuales aproximadamente un 20 % son menores. "
    "Lo fundó en 1990 Antonio Gil, y hoy lo preside su hija Elena Gil. "
    "En el campeonato del club cada jugador tiene 45 minutos. "
    "En la sala de juego hay que apagar el móvil, y solo se puede hablar en la sala de análisis."
)
CERVECERA = (
    "La cervecera artesanal Lúpulo Norte, en Bilbao, ofrece visitas guiadas los viernes y sábados a las 12:00 y a las 18:00. "
    "La visita dura 90 minutos y cuesta 18 €, con cata de cuatro cervezas de 20 cl incluida. "
    "Solo pueden participar en la cata los mayores de 18 años. "
    "La fundaron en 2016 la maestra cervecera Ane Etxeberria y su socio Iker Arana. "
    "Produce 900.000 litros de cerveza al año. "
    "Los grupos de más de 10 personas deben reservar con al menos dos semanas de antelación."
)
SAUNA = (
    "La sauna pública del Balneario Municipal tiene una sauna finlandesa a 80 °C, un baño de vapor y una piscina de agua fría. "
    "Abre todos los días excepto los martes, de 10:00 a 21:00. "
    "La entrada cuesta 9 € y el bono de diez entradas, 75 €. "
    "Los viernes por la tarde están reservados a mujeres. "
    "Es obligatorio ducharse antes de entrar en la sauna. "
    "Se pueden alquilar toallas en recepción por 2 €."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-cn-001", "para.reorder", "¿Cómo empieza el día en Casa Luz?", "La clase de hatha yoga, de 90 minutos, va después de la meditación de las 7:00, con la que empieza cada día.", RETIRO, True),
    w.faith("es-cn-002", "para.passive", "¿Quién construyó el Huracán?", "El Huracán fue construido en 2018 por una empresa de EE. UU.", PARQUE, True),
    w.faith("es-cn-003", "para.synonym", "¿Cuántos vestidos hay en Novias Azahar?", "La tienda cuenta con alrededor de 300 vestidos de novia.", NOVIAS, True),
    w.faith("es-cn-004", "para.nominal", "¿Hay que ducharse antes de entrar en la sauna?", "Sí, la ducha es obligatoria antes de entrar en la sauna.", SAUNA, True),
    w.faith("es-cn-005", "para.capital", "¿Qué ciudad recrea la maqueta principal del museo?", "Recrea la capital de Portugal, Lisboa, tal como era a principios del siglo XX.", MUSEO, True),
    w.faith("es-cn-006", "para.pronoun", "¿De qué se encarga Pablo Ruiz en la cerrajería?", "Se encarga de las cerraduras de coche.", CERRAJERIA, True),
    w.faith("es-cn-007", "para.relative", "¿Quién fundó Lúpulo Norte?", "Ane Etxeberria, que es maestra cervecera, fundó la cervecera en 2016 con su socio Iker Arana.", CERVECERA, True),
    w.faith("es-cn-008", "para.part", "¿Cuánto tiempo tiene cada jugador en el campeonato del club Enroque?", "Cada jugador dispone de 45 minutos.", AJEDREZ, True),
    w.faith("es-cn-009", "para.combine", "¿Cuánto mide el recorrido del N9 y cuánto cuesta el billete?", "La línea N9 tiene un recorrido de 16 kilómetros y su billete sencillo cuesta 1,50 €.", BUHO, True),
    w.faith("es-cn-010", "fmt.number", "¿Cuántas cervezas se prueban en la visita a Lúpulo Norte?", "En la cata se prueban 4 cervezas de 20 cl.", CERVECERA, True),
    w.faith("es-cn-011", "fmt.thousands", "¿Cuántos cerezos tiene la Finca Los Almendros?", "Tiene 3000 cerezos.", FINCA, True),
    w.faith("es-cn-012", "fmt.scale", "¿Cuánta cerveza produce Lúpulo Norte al año?", "Produce 9.000 hectolitros de cerveza al año.", CERVECERA, True),
    w.faith("es-cn-013", "fmt.date", "¿Desde cuándo gestiona la línea N9 Autobuses Nocturnos del Sur?", "Desde el 15/01/2024.", BUHO, True),
    w.faith("es-cn-014", "fmt.time", "¿A qué hora sale de Cibeles el primer N9?", "Sale a las doce menos diez de la noche.", BUHO, True),
    w.faith("es-cn-015", "fmt.unit", "¿A qué temperatura está la sauna finlandesa del Balneario Municipal?", "Está a 80 grados centígrados.", SAUNA, True),
    w.faith("es-cn-016", "fmt.abbrev", "¿De dónde es la empresa que construyó el Huracán?", "Es una empresa de Estados Unidos.", PARQUE, True),
    w.faith("es-cn-017", "fmt.currency", "¿Cuánto cuesta copiar una llave normal en Cerrajería Ruiz?", "Tres euros con cincuenta céntimos.", CERRAJERIA, True),
    w.faith("es-cn-018", "fmt.range", "¿Cuánto tardan los arreglos en Novias Azahar?", "Los arreglos no llevan más de cuatro semanas.", NOVIAS, True),
    w.faith("es-cn-019", "fmt.period", "Somos 12 personas, ¿con cuánta antelación tenemos que reservar la visita a la cervecera?", "Los grupos de más de 10 personas deben reservar con al menos 14 días de antelación.", CERVECERA, True),
    w.faith("es-cn-020", "fmt.share", "¿Los menores tienen descuento en la cuota del club de ajedrez?", "Sí, los menores de 18 años pagan el 50 % de la cuota anual.", AJEDREZ, True),
    w.faith("es-cn-021", "para.except", "¿Puedo ir a la sauna del Balneario Municipal un martes?", "No, los martes está cerrada.", SAUNA, True),
    w.faith("es-cn-022", "wrap.opener", "¿Cuánto cuesta la entrada al Museo del Tren en Miniatura?", "¡Claro! La entrada general cuesta 5 € y la reducida, 3 €; los menores de 4 años no pagan.", MUSEO, True),
    w.faith("es-cn-023", "wrap.closer", "¿Cuándo se reúne el club de ajedrez Enroque?", "Los miércoles a las 18:30, en el centro cultural del barrio. ¡Espero que te sirva!", AJEDREZ, True),
    w.faith("es-cn-024", "wrap.attribution", "¿Cuánto hay que pagar al encargar el vestido en Novias Azahar?", "Según la información de la tienda, al encargarlo hay que pagar una señal del 40 %.", NOVIAS, True),
    w.faith("es-cn-025", "wrap.hedge", "¿Cuánto cuesta una semana en Casa Luz?", "Creo que la semana cuesta 750 €, con el alojamiento y todas las comidas vegetarianas incluidas.", RETIRO, True),
    w.faith("es-cn-026", "wrap.question", "¿Los niños tienen que ir acompañados a la recogida de cerezas?", "Sí, los menores de 12 años deben ir con un adulto. ¿Quieres que te diga también el horario de la recogida?", FINCA, True),
    w.faith("es-cn-027", "value.number", "¿Cuántos trenes circulan a la vez en la maqueta principal?", "En la maqueta circulan 25 trenes a la vez.", MUSEO, False),
    w.faith("es-cn-028", "value.date", "¿Hasta cuándo abre Vértigo Park?", "El parque abre todos los días hasta el 30 de septiembre.", PARQUE, False),
    w.faith("es-cn-029", "value.time", "¿A qué hora cierra la sauna del Balneario Municipal?", "Cierra a las 22:00.", SAUNA, False),
    w.faith("es-cn-030", "value.unit", "¿Cuánto se paga por las cerezas de más en la Finca Los Almendros?", "Cada libra adicional de cerezas cuesta 4 €.", FINCA, False),
    w.faith("es-cn-031", "value.currency", "¿Cuánto es la cuota anual del club Enroque?", "La cuota anual es de 50 dólares.", AJEDREZ, False),
    w.faith("es-cn-032", "role.swap", "¿Quién dirige el Museo del Tren en Miniatura?", "Desde 2021 lo dirige Ramón Ibáñez, que sustituyó a Lucía Prieto.", MUSEO, False),
    w.faith("es-cn-033", "negation", "¿Puedo usar el móvil en mi habitación en Casa Luz?", "No, en las habitaciones tampoco se permiten los móviles.", RETIRO, False),
    w.faith("es-cn-034", "antonym", "¿Dan toallas en la sauna del Balneario Municipal?", "Sí, en recepción te dan toallas gratis.", SAUNA, False),
    w.faith("es-cn-035", "modality", "¿Necesito cita para probarme vestidos en Novias Azahar?", "La cita previa se recomienda, pero no es obligatoria.", NOVIAS, False),
    w.faith("es-cn-036", "quantifier", "¿Qué altura tienen las montañas rusas de Vértigo Park?", "Todas las montañas rusas del parque miden 60 metros.", PARQUE, False),
    w.faith("es-cn-037", "value.except", "¿Qué noche no circula el N9?", "El N9 no circula la noche del 31 de diciembre.", BUHO, False),
    w.faith("es-cn-038", "direction", "¿Cuántas personas admite el retiro Casa Luz?", "El retiro acoge a un mínimo de 10 personas por semana.", RETIRO, False),
    w.faith("es-cn-039", "added.fact", "¿Cuánto cuesta el pase de temporada de Vértigo Park?", "El pase de temporada cuesta 110 € e incluye aparcamiento gratis.", PARQUE, False),
    w.faith("es-cn-040", "added.entity", "¿Quién hace los arreglos en Novias Azahar?", "Los arreglos los hace la modista Pilar Serrano junto con su ayudante Rocío Campos.", NOVIAS, False),
    w.faith("es-cn-041", "mixed", "¿Cuándo abre Cerrajería Ruiz los sábados?", "Los sábados abre de 10:00 a 14:00, y los domingos por la mañana también.", CERRAJERIA, False),
]
REFUSAL = [
    w.refusal("es-cn-042", "refusal.plain", "¿La sauna del Balneario Municipal tiene aparcamiento?", "Lo siento, no tengo esa información.", SAUNA, True),
    w.refusal("es-cn-043", "refusal.context", "¿Hay transporte desde el aeropuerto hasta Casa Luz?", "Los documentos proporcionados no dicen nada sobre el transporte desde el aeropuerto.", RETIRO, True),
    w.refusal("es-cn-044", "refusal.short", "¿Vértigo Park tiene descuentos para familias numerosas?", "Ni idea.", PARQUE, True),
    w.refusal("es-cn-045", "refusal.long", "¿Se puede celebrar un cumpleaños en Lúpulo Norte?", "¡Gracias por tu pregunta! Por desgracia, la información que tengo no dice si Lúpulo Norte organiza cumpleaños. Solo recoge los horarios y precios de las visitas, la cata y las reservas de grupo. Te recomiendo escribir directamente a la cervecera para preguntarlo. ¡Que lo disfrutes!", CERVECERA, True),
    w.refusal("es-cn-046", "refusal.hedged", "¿Cada cuánto pasa el N9?", "No estoy del todo seguro, pero creo que pasa cada 35 minutos.", BUHO, False),
    w.refusal("es-cn-047", "refusal.partial", "¿Qué horario tiene el Museo del Tren en Miniatura y abre en festivos?", "Abre de martes a domingo, de 10:00 a 14:00 y de 17:00 a 20:00; sobre los festivos, la información no dice nada.", MUSEO, False),
]
CORRECTNESS = [
    w.correct("es-cn-048", "correct.wordy", "¿Quién se ocupa de las cajas fuertes en Cerrajería Ruiz?", "En Cerrajería Ruiz, que llevan los hermanos Javier y Pablo Ruiz, las cajas fuertes son cosa de Javier.", "Javier Ruiz.", True),
    w.correct("es-cn-049", "correct.short", "¿Cuánto dura una prueba de vestido en Novias Azahar?", "Una hora.", "En Novias Azahar cada prueba de vestido dura una hora y se hace con cita previa.", True),
    w.correct("es-cn-050", "correct.format", "¿Cuánto cuesta el bono de diez entradas de la sauna?", "Setenta y cinco euros.", "75 €", True),
    w.correct("es-cn-051", "wrong.value", "¿Cuándo empieza la recogida de cerezas en la Finca Los Almendros?", "El 1 de junio.", "El 20 de mayo.", False),
    w.correct("es-cn-052", "wrong.echo", "¿Cuánto hay que medir para subir al Huracán?", "Hay que medir una altura mínima para subir al Huracán.", "Al menos 1,40 metros.", False),
    w.correct("es-cn-053", "wrong.role", "¿Quién da las clases de la tarde en Casa Luz?", "Marta Delgado.", "Andrés Molina.", False),
]
RELEVANCY = [
    w.relevant("es-cn-054", "relevant.direct", "¿Qué horario tiene Vértigo Park?", "De 11:00 a 22:00, todos los días del 1 de junio al 15 de septiembre.", PARQUE, True),
    w.relevant("es-cn-055", "relevant.yesno", "¿Mi hijo de 3 años paga entrada en el Museo del Tren en Miniatura?", "No, los menores de 4 años no pagan.", MUSEO, True),
    w.relevant("es-cn-056", "offtopic.true", "¿A qué hora sale el último N9?", "El recorrido mide 16 kilómetros y tiene 27 paradas.", BUHO, False),
    w.relevant("es-cn-057", "offtopic.other", "¿Cuánto cuesta una copia de llave en Cerrajería Ruiz?", "La tienda abre de lunes a viernes de 9:00 a 19:00.", CERRAJERIA, False),
]
DIAGNOSIS = [
    w.diag("es-cn-058", "diag.pass", "¿Se puede subir a los árboles en la Finca Los Almendros?", "No, no está permitido subir a los árboles.", {"finca": FINCA, "sauna": SAUNA}, ("finca",), "pass"),
    w.diag("es-cn-059", "diag.offtopic", "¿Cuánto dura la visita a Lúpulo Norte?", "Lúpulo Norte está en Bilbao.", {"cervecera": CERVECERA}, ("cervecera",), "fix_generation"),
    w.diag("es-cn-060", "diag.unfaithful", "¿En qué año se fundó el Museo del Tren en Miniatura?", "El museo se fundó en 1997.", {"museo": MUSEO, "ajedrez": AJEDREZ}, ("museo",), "fix_generation"),
    w.diag("es-cn-061", "diag.refused", "¿Qué tarde está la sauna reservada a mujeres?", "Lo siento, no lo sé.", {"sauna": SAUNA}, ("sauna",), "fix_generation"),
    w.diag("es-cn-062", "diag.missed", "¿Cuánto cuesta la cuota anual del club de ajedrez Enroque?", "No encuentro la cuota del club en los documentos.", {"retiro": RETIRO, "novias": NOVIAS}, ("ajedrez",), "fix_retrieval"),
    w.diag("es-cn-063", "diag.correct_refusal", "¿Cerrajería Ruiz instala alarmas?", "Lo siento, los documentos no mencionan alarmas.", {"cerrajeria": CERRAJERIA}, (), "correct_refusal"),
    w.diag("es-cn-064", "diag.should_refuse", "¿Novias Azahar vende trajes de novio?", "Sí, tienen una sección de trajes de novio desde 250 €.", {"novias": NOVIAS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
