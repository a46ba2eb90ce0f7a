"""Spanish cases of fresh set bu. Scenarios: the Finca Los Almendros wedding venue, the
Guau Guau dog grooming salon, the Punto Limpio Las Arenas recycling centre, the Enroque
chess club, Autoescuela Rápida Sur driving school, the plaza Mayor night pharmacy service,
the El Jazmín tea house, the La Pared climbing gym, the plaza de la Constitución used-book
fair and the Los Olivos student dormitory."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

WEDDING = (
    "La Finca Los Almendros es un espacio para bodas cerca de Toledo cuya propietaria es Carmen Ruiz; todas las reservas las gestiona la coordinadora de eventos Lucía Herrera. "
    "El salón tiene capacidad para entre 80 y 200 invitados sentados, y el jardín admite hasta 250 personas en un cóctel de pie. "
    "El alquiler del sábado cuesta 6.500 € e incluye mesas, sillas, mantelería y equipo de sonido; el viernes o el domingo cuesta 4.800 €. "
    "Al reservar se paga una señal del 25 %, y el resto debe abonarse como tarde seis semanas antes de la boda. "
    "La música debe terminar a las 3:00 de la madrugada, y todos los invitados tienen que haber salido de la finca a las 4:00. "
    "Los novios pueden traer su propia tarta nupcial, pero el resto de la comida debe servirla el catering de la finca."
)

GROOMING = (
    "Guau Guau es una peluquería canina del barrio de Ruzafa, en Valencia, cuya dueña es la peluquera Marta Soler; su ayudante, Diego Navarro, se encarga de bañar y secar a los perros. "
    "Abre todos los días excepto los lunes, de 10:00 a 20:00. "
    "Un arreglo completo para un perro pequeño cuesta 40 € y dura unas dos horas, y a los perros de más de 25 kg se les cobran 65 €. "
    "Todos los perros deben estar vacunados contra la rabia, y en la primera visita hay que enseñar la cartilla de vacunación. "
    "El corte de uñas por separado cuesta 8 € y no necesita cita. "
    "Quien llega con más de 15 minutos de retraso pierde la cita; durante el arreglo, los dueños pueden esperar en la sala de espera."
)

RECYCLING = (
    "El ayuntamiento gestiona el Punto Limpio Las Arenas, que abre de martes a domingo de 9:00 a 19:00. "
    "Cada vecino puede dejar gratis hasta 100 kilos de restos de poda por visita; a partir de ahí se cobran 6 € por cada 100 kilos. "
    "Las furgonetas solo pueden entrar con una autorización, que es gratuita y vale seis meses. "
    "Se admiten pilas, pintura y aceite de motor, pero no amianto. "
    "Según el encargado, Javier Molina, aproximadamente la mitad de lo que llega son restos de poda. "
    "En 2023 el Punto Limpio trató 8.700 toneladas de residuos."
)

CHESS = (
    "El Club de Ajedrez Enroque se reúne todos los jueves de 18:00 a 21:00 en el centro cívico La Alameda. "
    "La cuota anual es de 60 €, y los menores de 16 años pagan la mitad. "
    "El presidente del club es Andrés Castillo, y la tesorera es Rosa Medina. "
    "Las clases para principiantes son el primer jueves de cada mes y son gratuitas para los socios. "
    "Cada primavera el club juega un partido amistoso contra un equipo de Roma. "
    "Durante las partidas oficiales, los móviles tienen que estar apagados."
)

DRIVING = (
    "La Autoescuela Rápida Sur da clases en coche manual y automático, y sus profesores son Pablo Ortega y Elena Vidal. "
    "Una clase práctica dura 45 minutos y cuesta 35 €, y el bono de diez clases cuesta 320 €. "
    "Los alumnos deben haber aprobado el examen teórico antes de su primera clase práctica. "
    "Los alumnos deben llegar 10 minutos antes de que empiece la clase. "
    "Las clases que se cancelan con menos de 24 horas de antelación se cobran enteras. "
    "Solo Elena Vidal da clases en coche automático."
)

PHARMACY = (
    "La farmacia de guardia nocturna de la plaza Mayor abre de 22:00 a 9:00 todas las noches del año, festivos incluidos. "
    "El servicio lo organiza el Colegio Oficial de Farmacéuticos, y lo atienden la farmacéutica Pilar Serrano y un auxiliar. "
    "Para retirar medicamentos con receta hay que presentar el documento nacional de identidad o el pasaporte. "
    "Cada visita lleva un recargo nocturno de 2 €, del que están exentos los mayores de 65 años. "
    "Quien llama antes de ir tiene sus medicamentos listos en menos de 10 minutos desde que llega."
)

TEA = (
    "La casa de té El Jazmín, en Granada, abrió el 21 de junio de 2015 y tiene 34 plazas. "
    "La merienda se sirve de 17:00 a 20:00 y cuesta 14,90 € por persona, con una tetera, pastas y un trozo de bizcocho. "
    "La encargada de compras, Yasmina El Idrissi, importa el té verde directamente de China, y los tés a granel se venden en latas de 100 g a 8,50 €. "
    "Los grupos de seis personas o más deben reservar con al menos dos días de antelación. "
    "Los perros pueden estar en la terraza, pero no dentro del local."
)

CLIMBING = (
    "La Pared es un rocódromo cubierto con 1.300 metros cuadrados de superficie de escalada y paredes de hasta 15 metros de altura. "
    "La entrada de día cuesta 12 €, y la cuota mensual, 48 €. "
    "Los menores de 14 años tienen que estar acompañados por un adulto en todo momento. "
    "El curso de iniciación dura dos horas y es obligatorio para poder escalar con cuerda sin monitor. "
    "El alquiler de pies de gato cuesta 3 €, y el magnesio es gratis. "
    "Todas las vías se cambian cada dos semanas."
)

BOOKFAIR = (
    "La Feria del Libro de Ocasión se celebra el sábado 26 de octubre de 2024, de 10:00 a 20:00, en la plaza de la Constitución. "
    "Unos 55 libreros venderán más de 40.000 libros de segunda mano. "
    "La entrada cuesta 1 €, y los niños entran gratis. "
    "La organiza la Asociación de Amigos de la Biblioteca Municipal, que preside Teresa Gil. "
    "Los expositores pagan 50 € por caseta, y cada caseta mide 3 metros de largo. "
    "Se puede pagar con tarjeta en la mayoría de las casetas, pero no en todas."
)

DORM = (
    "La residencia universitaria Los Olivos tiene 260 habitaciones individuales repartidas en siete plantas. "
    "El precio es de 550 € al mes, con luz, calefacción y wifi incluidos. "
    "Hay que guardar silencio de 23:00 a 8:00. "
    "Los residentes pueden tener invitados a dormir hasta tres noches al mes, y cada invitado debe registrarse en recepción. "
    "El director de la residencia es Fernando Ríos, y la subdirectora es Nuria Campos. "
    "Las habitaciones de la planta baja están reservadas para estudiantes con movilidad reducida."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-bu-001", "para.reorder", "¿Qué incluye la merienda de El Jazmín?", "Pastas, un trozo de bizcocho y una tetera: eso incluye la merienda, que cuesta 14,90 € por persona.", TEA, True),
    w.faith("es-bu-002", "para.passive", "¿Quién gestiona el Punto Limpio Las Arenas?", "El Punto Limpio Las Arenas es gestionado por el ayuntamiento.", RECYCLING, True),
    w.faith("es-bu-003", "para.synonym", "¿Qué pasa si llego tarde a la cita de mi perro?", "Si llegas con más de un cuarto de hora de retraso, te quedas sin cita.", GROOMING, True),
    w.faith("es-bu-004", "para.nominal", "¿Qué normas hay para los invitados que se quedan a dormir en la residencia?", "La estancia de invitados está limitada a tres noches al mes, con registro obligatorio de cada invitado en recepción.", DORM, True),
    w.faith("es-bu-005", "para.capital", "¿Contra quién juega el club cada primavera?", "Cada primavera el club disputa un partido amistoso contra un equipo de la capital italiana.", CHESS, True),
    w.faith("es-bu-006", "para.pronoun", "¿Qué norma hay para los niños en La Pared?", "A los menores de 14 años hay que acompañarlos siempre: un adulto tiene que estar con ellos en todo momento.", CLIMBING, True),
    w.faith("es-bu-007", "para.relative", "¿Quién es Yasmina El Idrissi?", "Es la encargada de compras de El Jazmín, que importa el té verde directamente de China.", TEA, True),
    w.faith("es-bu-008", "para.part", "¿Puedo llevar aceite de motor al Punto Limpio?", "Sí, el aceite de motor se admite.", RECYCLING, True),
    w.faith("es-bu-009", "para.combine", "¿Quiénes son los profesores y quién da clases en coche automático?", "Los profesores son Pablo Ortega y Elena Vidal, y de los dos solo Elena Vidal da clases en coche automático.", DRIVING, True),
    w.faith("es-bu-010", "fmt.number", "¿Cuántas habitaciones tiene la residencia Los Olivos?", "Tiene doscientas sesenta habitaciones individuales repartidas en 7 plantas.", DORM, True),
    w.faith("es-bu-011", "fmt.thousands", "¿Cuántos libros habrá en la feria?", "Más de 40000 libros de segunda mano, de unos 55 libreros.", BOOKFAIR, True),
    w.faith("es-bu-012", "fmt.scale", "¿Cuántos residuos trató el Punto Limpio en 2023?", "En 2023 trató 8,7 millones de kilos de residuos.", RECYCLING, True),
    w.faith("es-bu-013", "fmt.date", "¿Cuándo es la Feria del Libro de Ocasión?", "El sábado 26/10/2024, en la plaza de la Constitución.", BOOKFAIR, True),
    w.faith("es-bu-014", "fmt.time", "¿A qué hora se reúne el club de ajedrez?", "Los jueves, desde las seis de la tarde hasta las nueve de la noche.", CHESS, True),
    w.faith("es-bu-015", "fmt.unit", "¿Qué tamaño tiene el rocódromo La Pared?", "Tiene 1.300 m² de superficie de escalada y paredes de hasta 15 m.", CLIMBING, True),
    w.faith("es-bu-016", "fmt.abbrev", "¿Qué necesito para retirar un medicamento con receta por la noche?", "Tienes que presentar el DNI o el pasaporte.", PHARMACY, True),
    w.faith("es-bu-017", "fmt.currency", "¿Cuánto cuesta una lata de té a granel en El Jazmín?", "Una lata de 100 g cuesta 8 euros con 50 céntimos.", TEA, True),
    w.faith("es-bu-018", "fmt.range", "¿Cuántos invitados caben sentados en el salón de la finca?", "Como mínimo 80 y como máximo 200 invitados.", WEDDING, True),
    w.faith("es-bu-019", "fmt.period", "¿Cada cuánto cambian las vías en La Pared?", "Todas las vías se cambian cada 14 días.", CLIMBING, True),
    w.faith("es-bu-020", "fmt.share", "¿Los menores tienen descuento en el club de ajedrez?", "Sí, los menores de 16 años pagan el 50 % de la cuota anual.", CHESS, True),
    w.faith("es-bu-021", "para.except", "¿Puedo llevar a mi perro a Guau Guau un lunes?", "No, los lunes la peluquería está cerrada.", GROOMING, True),
    w.faith("es-bu-022", "wrap.opener", "¿Cuánto cuesta la residencia Los Olivos?", "¡Buena pregunta! Son 550 € al mes, con luz, calefacción y wifi incluidos.", DORM, True),
    w.faith("es-bu-023", "wrap.closer", "¿Qué necesito antes de mi primera clase práctica?", "Antes de la primera clase práctica tienes que haber aprobado el examen teórico. ¡Espero que te sirva y mucha suerte!", DRIVING, True),
    w.faith("es-bu-024", "wrap.attribution", "¿Cuándo abre la farmacia de guardia nocturna?", "Según el documento, abre de 22:00 a 9:00 todas las noches del año, también los festivos.", PHARMACY, True),
    w.faith("es-bu-025", "wrap.hedge", "¿Cuánto cuesta la entrada a la feria?", "Creo que la entrada cuesta 1 € y que los niños entran gratis.", BOOKFAIR, True),
    w.faith("es-bu-026", "wrap.question", "¿Puedo ir a El Jazmín con mi perro?", "Los perros pueden estar en la terraza, pero no dentro del local. ¿Quieres saber algo más sobre la casa de té?", TEA, True),
    w.faith("es-bu-027", "value.number", "¿Cuánta poda puedo dejar gratis en el Punto Limpio?", "Cada vecino puede dejar gratis hasta 150 kilos de restos de poda por visita.", RECYCLING, False),
    w.faith("es-bu-028", "value.date", "¿Cuándo abrió la casa de té El Jazmín?", "Abrió el 21 de julio de 2015.", TEA, False),
    w.faith("es-bu-029", "value.time", "¿Hasta qué hora está abierta la farmacia de guardia?", "Abre a las 22:00 y cierra a las 8:00.", PHARMACY, False),
    w.faith("es-bu-030", "value.unit", "¿Qué altura tienen las paredes de La Pared?", "Las paredes tienen hasta 15 pies de altura.", CLIMBING, False),
    w.faith("es-bu-031", "value.currency", "¿Cuánto cuesta el bono de diez clases?", "El bono de diez clases cuesta 320 dólares.", DRIVING, False),
    w.faith("es-bu-032", "role.swap", "¿Quién dirige la residencia Los Olivos?", "La directora es Nuria Campos, y Fernando Ríos es el subdirector.", DORM, False),
    w.faith("es-bu-033", "negation", "¿Podemos llevar nuestra propia tarta a la finca?", "No, los novios no pueden traer su propia tarta nupcial.", WEDDING, False),
    w.faith("es-bu-034", "antonym", "¿Qué pasa si cancelo una clase la tarde anterior?", "Las clases canceladas con menos de 24 horas de antelación se devuelven enteras.", DRIVING, False),
    w.faith("es-bu-035", "modality", "¿Dónde están los dueños durante el arreglo?", "Los dueños tienen que esperar obligatoriamente en la sala de espera.", GROOMING, False),
    w.faith("es-bu-036", "quantifier", "¿Se puede pagar con tarjeta en la feria?", "Sí, todas las casetas aceptan tarjeta.", BOOKFAIR, False),
    w.faith("es-bu-037", "value.except", "¿Quién paga el recargo nocturno?", "Solo pagan el recargo de 2 € los mayores de 65 años.", PHARMACY, False),
    w.faith("es-bu-038", "direction", "¿Cuándo hay que pagar el resto del alquiler de la finca?", "El resto se paga como tarde seis semanas después de la boda.", WEDDING, False),
    w.faith("es-bu-039", "added.fact", "¿Cuánto cuesta la entrada de día en La Pared?", "La entrada de día cuesta 12 €, y el rocódromo abre hasta las 23:00 todos los días.", CLIMBING, False),
    w.faith("es-bu-040", "added.entity", "¿Quién dirige el Club de Ajedrez Enroque?", "El presidente es Andrés Castillo y la tesorera, Rosa Medina; además, el club está patrocinado por la Federación Madrileña de Ajedrez.", CHESS, False),
    w.faith("es-bu-041", "mixed", "¿Para quién son las habitaciones de la planta baja?", "Están reservadas para estudiantes con movilidad reducida, y cada una tiene su propia cocina.", DORM, False),
]

REFUSAL = [
    w.refusal("es-bu-042", "refusal.plain", "¿En Guau Guau también arreglan gatos?", "No sé si en Guau Guau atienden también a gatos.", GROOMING, True),
    w.refusal("es-bu-043", "refusal.context", "¿El Punto Limpio admite colchones viejos?", "El texto proporcionado no indica si se admiten colchones.", RECYCLING, True),
    w.refusal("es-bu-044", "refusal.short", "¿Hay taquillas en La Pared?", "No lo sé.", CLIMBING, True),
    w.refusal("es-bu-045", "refusal.long", "¿Hay aparcamiento cerca de El Jazmín?", "Muchas gracias por tu pregunta. Lamentablemente, la información que tengo sobre la casa de té El Jazmín habla de su fecha de apertura, sus plazas, la merienda y las normas de reserva, pero no dice nada sobre aparcamiento, así que no puedo darte una respuesta fiable. Te recomiendo que llames directamente a la casa de té para preguntarlo.", TEA, True),
    w.refusal("es-bu-046", "refusal.hedged", "¿Cuánto cuesta una clase práctica en Rápida Sur?", "No estoy del todo seguro, pero parece que una clase práctica cuesta 35 €.", DRIVING, False),
    w.refusal("es-bu-047", "refusal.partial", "¿Cuánto cuesta la finca un domingo y tiene alojamiento para los invitados?", "El domingo el alquiler cuesta 4.800 €. Sobre el alojamiento, los documentos no dicen nada.", WEDDING, False),
]

CORRECTNESS = [
    w.correct("es-bu-048", "correct.wordy", "¿Cuál es la cuota del Club de Ajedrez Enroque?", "¡Gracias por preguntar! Si te haces socio del Club de Ajedrez Enroque, pagas la cuota una vez al año, y su importe es de 60 €.", "La cuota anual es de 60 €.", True),
    w.correct("es-bu-049", "correct.short", "¿A qué hora abre la farmacia de guardia nocturna de la plaza Mayor?", "A las 22:00.", "La farmacia de guardia abre a las diez de la noche.", True),
    w.correct("es-bu-050", "correct.format", "¿En qué fecha se celebra la Feria del Libro de Ocasión?", "El 26/10/2024.", "La feria se celebra el sábado 26 de octubre de 2024.", True),
    w.correct("es-bu-051", "wrong.value", "¿Cuánto cuesta la cuota mensual de La Pared?", "La cuota mensual cuesta 58 €.", "La cuota mensual cuesta 48 €.", False),
    w.correct("es-bu-052", "wrong.echo", "¿Qué planta de la residencia está reservada para estudiantes con movilidad reducida?", "La planta de la residencia reservada para estudiantes con movilidad reducida es la última planta.", "Las habitaciones de la planta baja están reservadas para estudiantes con movilidad reducida.", False),
    w.correct("es-bu-053", "wrong.role", "¿Qué profesor de Rápida Sur da clases en coche automático?", "Las clases en coche automático las da Pablo Ortega.", "Solo Elena Vidal da clases en coche automático.", False),
]

RELEVANCY = [
    w.relevant("es-bu-054", "relevant.direct", "¿Cuánto cuesta un arreglo completo para un perro pequeño en Guau Guau?", "Un arreglo completo para un perro pequeño cuesta 40 €.", GROOMING, True),
    w.relevant("es-bu-055", "relevant.yesno", "¿Las clases para principiantes son gratuitas para los socios?", "Sí, los socios no pagan nada por ellas.", CHESS, True),
    w.relevant("es-bu-056", "offtopic.true", "¿Necesito autorización para entrar con una furgoneta al Punto Limpio?", "En 2023 el Punto Limpio trató 8.700 toneladas de residuos.", RECYCLING, False),
    w.relevant("es-bu-057", "offtopic.other", "¿A qué hora tiene que terminar la música en la Finca Los Almendros?", "La señal es del 25 % y se paga al hacer la reserva.", WEDDING, False),
]

DIAGNOSIS = [
    w.diag("es-bu-058", "diag.pass", "Si llamo antes a la farmacia de guardia, ¿cuánto tardan en tener listos mis medicamentos?", "Si llamas antes, los tendrás listos en menos de 10 minutos desde que llegues.", {"pharmacy-1": PHARMACY, "tea-1": TEA}, ("pharmacy-1",), "pass"),
    w.diag("es-bu-059", "diag.offtopic", "¿Cuánto dura el curso de iniciación en La Pared?", "El alquiler de pies de gato cuesta 3 €, y el magnesio es gratis.", {"climbing-1": CLIMBING, "dorm-1": DORM}, ("climbing-1",), "fix_generation"),
    w.diag("es-bu-060", "diag.unfaithful", "¿Cuánto paga un expositor por una caseta en la feria?", "Cada expositor paga 70 € por caseta.", {"bookfair-1": BOOKFAIR, "chess-1": CHESS}, ("bookfair-1",), "fix_generation"),
    w.diag("es-bu-061", "diag.refused", "¿Cuánto cuesta una lata de té a granel en El Jazmín?", "Lo siento, los documentos no indican el precio del té a granel.", {"tea-1": TEA, "grooming-1": GROOMING}, ("tea-1",), "fix_generation"),
    w.diag("es-bu-062", "diag.missed", "¿Cuánto cuesta la entrada de día en La Pared?", "Los documentos recuperados no mencionan el precio de la entrada de día en La Pared.", {"recycling-1": RECYCLING, "wedding-1": WEDDING}, ("climbing-1",), "fix_retrieval"),
    w.diag("es-bu-063", "diag.correct_refusal", "¿Se permiten mascotas en la residencia Los Olivos?", "Los documentos no dicen si se permiten mascotas en la residencia.", {"dorm-1": DORM, "driving-1": DRIVING}, (), "correct_refusal"),
    w.diag("es-bu-064", "diag.should_refuse", "¿Qué velocidad tiene el wifi de la residencia Los Olivos?", "El wifi de la residencia ofrece 600 Mbps en todas las habitaciones.", {"dorm-1": DORM, "driving-1": DRIVING}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
