"""Fresh set ch, Spanish: la bolera Pleno Total (Zaragoza), la casa rural El Castaño (holiday
cottage near Cangas de Onís), el festival de coros «Voces del Barrio» (Madrid), el Bono
Museos de Villamar (city museum pass), MudaFácil (moving van rental), la escuela canina
Huellas (Valencia), el campamento Pinar Alto (summer camp for teenagers, Riaño), el
mercadillo vintage «Segunda Puntada» (vintage clothing market), el taller de vidrio soplado
Soplo de Fuego (glass-blowing workshop) and parking at el aeropuerto regional de Montejara."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

BOWLING = (
    "La bolera Pleno Total, en Zaragoza, tiene 14 pistas y abre todos los días a las 11:00, excepto los martes, que cierra. "
    "Una partida cuesta 4,50 € por persona antes de las 17:00 y 6 € por persona a partir de las 17:00. "
    "El alquiler de zapatos cuesta 2 € el par y es gratuito para los niños menores de 10 años. "
    "Los grupos de 8 o más jugadores deben reservar pista con al menos 24 horas de antelación. "
    "El gerente, Álvaro Medina, organiza una liga los jueves por la tarde a partir de las 19:30. "
    "Las pistas 13 y 14 tienen barreras laterales y rampas para jugadores pequeños."
)

COTTAGE = (
    "La casa rural El Castaño, cerca de Cangas de Onís (Asturias), tiene capacidad para un máximo de 6 huéspedes en 3 dormitorios. "
    "La entrada es a partir de las 16:00 y la salida, como muy tarde a las 10:00. "
    "La estancia mínima es de 3 noches, salvo en julio y agosto, cuando solo se alquila por semanas completas, de sábado a sábado. "
    "La noche cuesta 130 €, y la propietaria, Marta Iglesias, cobra al reservar una fianza reembolsable de 200 €. "
    "Admite hasta 2 perros con un suplemento de 15 € por perro y estancia. "
    "La tienda más cercana está a 1,2 km de la casa."
)

CHOIR = (
    "El festival de coros vecinales «Voces del Barrio» se celebra los días 11 y 12 de octubre de 2025 en el Centro Cultural de Lavapiés, en Madrid. "
    "Participan doce coros, y cada uno puede cantar como máximo 15 minutos. "
    "La inscripción de coros cierra el 15 de septiembre y la cuota es de 40 € por coro. "
    "La entrada cuesta 8 € para un día o 12 € para los dos días, y los menores de 12 años entran gratis. "
    "La directora del festival, Lucía Ortega, ha anunciado que el concierto de clausura empezará el domingo a las 20:00."
)

MUSEUM = (
    "El Bono Museos de Villamar da acceso a 7 museos y es válido durante 72 horas desde su primer uso. "
    "Cuesta 30 € para adultos y 15 € para estudiantes con carné vigente; los niños menores de 6 años no necesitan bono. "
    "Los titulares del bono tienen un 10 % de descuento en las tiendas de los museos, pero no en las cafeterías. "
    "El Museo Naval, uno de los 7, cierra los lunes. "
    "El bono se vende por internet o en la oficina de turismo de la calle del Puerto, que abre de 9:00 a 17:30."
)

VAN = (
    "MudaFácil alquila furgonetas de mudanza en tres tamaños: pequeña (9 m³), mediana (14 m³) y grande (20 m³). "
    "La mediana cuesta 70 € al día más 0,30 € por kilómetro. "
    "El conductor debe tener al menos 21 años y un mínimo de 2 años de carné de conducir. "
    "La furgoneta debe devolverse con el depósito lleno; si no, se cobra un recargo de 25 € además del combustible. "
    "El servicio de atención al cliente, dirigido por Pilar Navarro, atiende llamadas de 7:00 a 21:00, y se puede añadir una carretilla por 10 € por alquiler."
)

DOG_SCHOOL = (
    "La escuela canina Huellas, en Valencia, ofrece un curso para cachorros de 6 sesiones semanales para perros de 10 a 20 semanas de edad. "
    "Cada sesión dura 45 minutos y los grupos tienen un máximo de 8 perros. "
    "El curso cuesta 110 € y las vacunas deben estar al día antes de la primera sesión. "
    "La adiestradora jefa, Elena Ruiz, da la clase del sábado a las 9:30, y su compañero Javier Soto, la del miércoles a las 18:00. "
    "Los perros que muestren agresividad pueden ser derivados a clases particulares de 35 € la hora."
)

CAMP = (
    "El campamento Pinar Alto, junto al embalse de Riaño (León), acoge a adolescentes de 13 a 17 años en turnos de dos semanas. "
    "El primer turno va del 1 al 14 de julio de 2025 y cuesta 1.250 €, con comidas y clases de piragüismo incluidas. "
    "Los móviles se recogen a la llegada y se devuelven el último día. "
    "Los campistas pueden llamar a casa los domingos entre las 16:00 y las 18:00. "
    "La directora, Carmen Vidal, exige que todos superen una prueba de natación de 100 metros antes de subir a una piragua. "
    "Cada cabaña aloja como máximo a 8 campistas y 2 monitores."
)

MARKET = (
    "El mercadillo de ropa vintage «Segunda Puntada» se celebra el primer domingo de cada mes en las antiguas cocheras del tranvía de la calle Almendros. "
    "Abre de 10:00 a 16:00; la entrada cuesta 2 € y es gratuita para los menores de 16 años. "
    "Unos 60 puestos venden ropa de los años cincuenta a los noventa. "
    "Un puesto cuesta 40 € por jornada, y los vendedores deben tenerlo montado antes de las 9:15. "
    "La organizadora, Nuria Campos, solo acepta efectivo para el pago de los puestos, aunque la mayoría de los vendedores admite tarjeta."
)

GLASS = (
    "El taller de vidrio soplado Soplo de Fuego, en La Granja de San Ildefonso, ofrece cada sábado a las 13:00 un curso de iniciación de 3 horas. "
    "El curso cuesta 85 € y hay como máximo 4 participantes por instructor. "
    "Los participantes deben tener al menos 16 años y llevar calzado cerrado y ropa de algodón. "
    "Cada persona hace dos piezas, un pisapapeles y un cuenco pequeño, que se enfrían durante la noche y pueden recogerse al día siguiente a partir de las 10:00. "
    "El fundador del taller, Diego Herrera, imparte la clase personalmente, y las cancelaciones con menos de 48 horas de antelación no se reembolsan."
)

PARKING = (
    "El aeropuerto regional de Montejara ofrece tres opciones de aparcamiento. "
    "El aparcamiento de corta estancia cuesta 2,50 € la hora, con un máximo de 20 € al día, y es el único con puntos de recarga para vehículos eléctricos. "
    "El de larga estancia cuesta 8 € al día o 45 € por semana completa, y un autobús lanzadera gratuito sale de allí hacia la terminal cada 15 minutos entre las 4:30 y la medianoche. "
    "El servicio de aparcacoches cuesta 18 € al día y debe reservarse con al menos 24 horas de antelación al vuelo. "
    "En la zona de bajada de pasajeros, los primeros 10 minutos son gratis."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-ch-001", "para.reorder", "¿Cuánto cuesta alquilar zapatos en la bolera Pleno Total?", "Para los niños menores de 10 años el alquiler de zapatos es gratis; los demás pagan 2 € el par.", BOWLING, True),
    w.faith("es-ch-002", "para.passive", "¿Hay que pagar fianza en la casa rural El Castaño?", "Sí, una fianza reembolsable de 200 € es cobrada por la propietaria, Marta Iglesias, en el momento de la reserva.", COTTAGE, True),
    w.faith("es-ch-003", "para.synonym", "¿Cuánto tiempo puede actuar cada coro?", "Cada coro puede actuar 15 minutos como mucho.", CHOIR, True),
    w.faith("es-ch-004", "para.nominal", "¿Cuánto tiempo es válido el Bono Museos de Villamar?", "La validez del bono es de 72 horas a partir de su primer uso.", MUSEUM, True),
    w.faith("es-ch-005", "para.capital", "¿Dónde se celebra el festival de coros?", "Se celebra en el Centro Cultural de Lavapiés, en la capital española.", CHOIR, True),
    w.faith("es-ch-006", "para.pronoun", "¿Quién da la clase de cachorros del sábado?", "Elena Ruiz. Ella es la adiestradora jefa y se encarga de la clase de las 9:30.", DOG_SCHOOL, True),
    w.faith("es-ch-007", "para.relative", "¿Quién imparte el curso de vidrio soplado?", "Lo imparte Diego Herrera, que fundó el taller.", GLASS, True),
    w.faith("es-ch-008", "para.part", "¿Qué se hace en el curso de iniciación?", "Una de las dos piezas que hace cada participante es un cuenco pequeño.", GLASS, True),
    w.faith("es-ch-009", "para.combine", "¿Qué normas hay sobre los móviles en el campamento?", "Los móviles se recogen al llegar y se devuelven el último día, y los campistas pueden llamar a casa los domingos entre las 16:00 y las 18:00.", CAMP, True),
    w.faith("es-ch-010", "fmt.number", "¿Cuántas pistas tiene la bolera Pleno Total?", "Tiene catorce pistas.", BOWLING, True),
    w.faith("es-ch-011", "fmt.thousands", "¿Cuánto cuesta el primer turno del campamento Pinar Alto?", "El primer turno cuesta 1250 €, con las comidas y las clases de piragüismo incluidas.", CAMP, True),
    w.faith("es-ch-012", "fmt.scale", "¿A qué distancia de la casa rural está la tienda más cercana?", "La tienda más cercana está a 1200 metros de la casa.", COTTAGE, True),
    w.faith("es-ch-013", "fmt.date", "¿Cuándo se celebra el festival de coros?", "El festival se celebra el 11/10/2025 y el 12/10/2025.", CHOIR, True),
    w.faith("es-ch-014", "fmt.time", "¿A qué hora empieza el curso de vidrio soplado?", "Empieza los sábados a la una de la tarde.", GLASS, True),
    w.faith("es-ch-015", "fmt.unit", "¿Qué tamaño tiene la furgoneta grande de MudaFácil?", "La furgoneta grande tiene 20 metros cúbicos.", VAN, True),
    w.faith("es-ch-016", "fmt.abbrev", "¿Dónde puedo cargar un coche eléctrico en el aeropuerto?", "Solo se pueden recargar VE en el aparcamiento de corta estancia.", PARKING, True),
    w.faith("es-ch-017", "fmt.currency", "¿Cuánto cuesta el bono para adultos?", "El bono para adultos cuesta 30 euros.", MUSEUM, True),
    w.faith("es-ch-018", "fmt.range", "¿Cuánto pagaré como máximo por un día en el aparcamiento de corta estancia?", "Cuesta 2,50 € la hora, pero nunca más de 20 € por día.", PARKING, True),
    w.faith("es-ch-019", "fmt.period", "¿Cuánto dura un turno en el campamento Pinar Alto?", "Cada turno dura 14 días.", CAMP, True),
    w.faith("es-ch-020", "fmt.share", "¿Tienen descuento los titulares del bono en las tiendas?", "Sí, tienen una décima parte de descuento en las tiendas de los museos, aunque no en las cafeterías.", MUSEUM, True),
    w.faith("es-ch-021", "para.except", "¿Qué días abre la bolera Pleno Total?", "Los martes está cerrada; el resto de días abre a las 11:00.", BOWLING, True),
    w.faith("es-ch-022", "wrap.opener", "¿Cuánto cuesta el curso para cachorros de Huellas?", "¡Buena pregunta! El curso para cachorros cuesta 110 €.", DOG_SCHOOL, True),
    w.faith("es-ch-023", "wrap.closer", "¿Qué horario tiene el mercadillo «Segunda Puntada»?", "El mercadillo abre de 10:00 a 16:00. ¡Que disfrutes de la visita!", MARKET, True),
    w.faith("es-ch-024", "wrap.attribution", "¿Cada cuánto pasa el autobús lanzadera del aeropuerto?", "Según el documento, la lanzadera gratuita sale del aparcamiento de larga estancia hacia la terminal cada 15 minutos, entre las 4:30 y la medianoche.", PARKING, True),
    w.faith("es-ch-025", "wrap.hedge", "¿A qué hora hay que dejar la casa rural El Castaño?", "Creo que la salida es como muy tarde a las 10:00.", COTTAGE, True),
    w.faith("es-ch-026", "wrap.question", "¿Cuánto cuesta un puesto en el mercadillo?", "Un puesto cuesta 40 € por jornada, y la organizadora solo acepta efectivo para ese pago. ¿Quieres saber también a qué hora hay que tenerlo montado?", MARKET, True),
    w.faith("es-ch-027", "value.number", "¿Cuántos perros caben en un grupo del curso?", "Los grupos tienen un máximo de 10 perros.", DOG_SCHOOL, False),
    w.faith("es-ch-028", "value.date", "¿Cuándo empieza el primer turno del campamento?", "El primer turno empieza el 7 de julio de 2025.", CAMP, False),
    w.faith("es-ch-029", "value.time", "¿A qué hora empieza la liga de los jueves?", "La liga de Álvaro Medina empieza los jueves a las 20:30.", BOWLING, False),
    w.faith("es-ch-030", "value.unit", "¿Qué prueba de natación hay que superar antes de subir a una piragua?", "Todos deben superar una prueba de natación de 100 yardas antes de subir a una piragua.", CAMP, False),
    w.faith("es-ch-031", "value.currency", "¿Cuánto cuesta al día la furgoneta mediana?", "La furgoneta mediana cuesta 70 dólares al día.", VAN, False),
    w.faith("es-ch-032", "role.swap", "¿Quién da cada una de las clases de cachorros?", "Javier Soto da la clase del sábado a las 9:30, y Elena Ruiz, la del miércoles a las 18:00.", DOG_SCHOOL, False),
    w.faith("es-ch-033", "negation", "¿Me devuelven el dinero si cancelo el día antes del curso?", "Sí, las cancelaciones con menos de 48 horas de antelación se reembolsan.", GLASS, False),
    w.faith("es-ch-034", "antonym", "¿Los niños necesitan bono?", "Los niños mayores de 6 años no necesitan bono.", MUSEUM, False),
    w.faith("es-ch-035", "modality", "¿Tengo que reservar el aparcacoches con antelación?", "No, puedes reservarlo 24 horas antes del vuelo si quieres, pero no es obligatorio.", PARKING, False),
    w.faith("es-ch-036", "quantifier", "¿Se puede pagar con tarjeta en los puestos?", "Sí, todos los vendedores del mercadillo admiten tarjeta.", MARKET, False),
    w.faith("es-ch-037", "value.except", "¿Cuál es la estancia mínima en la casa rural El Castaño?", "La estancia mínima es de 3 noches durante todo el año, también en julio y agosto.", COTTAGE, False),
    w.faith("es-ch-038", "direction", "¿Cuánto cuesta una partida por la tarde, a partir de las 17:00?", "A partir de las 17:00, una partida cuesta 4,50 € por persona.", BOWLING, False),
    w.faith("es-ch-039", "added.fact", "¿Dónde se celebra el mercadillo vintage?", "En las antiguas cocheras del tranvía de la calle Almendros, que tienen aparcamiento gratuito para los visitantes.", MARKET, False),
    w.faith("es-ch-040", "added.entity", "¿Quién anunció la hora del concierto de clausura?", "La directora del festival, Lucía Ortega, junto con la concejala de Cultura de Madrid, anunció que el concierto de clausura empezará el domingo a las 20:00.", CHOIR, False),
    w.faith("es-ch-041", "mixed", "¿Qué requisitos hay para el curso de vidrio soplado?", "Hay que tener al menos 16 años y traer unas gafas de protección propias.", GLASS, False),
]

REFUSAL = [
    w.refusal("es-ch-042", "refusal.plain", "¿Se puede comer en la bolera Pleno Total?", "No tengo información sobre si se puede comer en la bolera.", BOWLING, True),
    w.refusal("es-ch-043", "refusal.context", "¿La casa rural El Castaño tiene wifi?", "El contexto proporcionado no indica si la casa tiene wifi, así que no puedo responder.", COTTAGE, True),
    w.refusal("es-ch-044", "refusal.short", "¿Puedo devolver la furgoneta en otra oficina?", "No lo sé.", VAN, True),
    w.refusal("es-ch-045", "refusal.long", "¿Qué vacunas piden en el campamento Pinar Alto?", "Gracias por tu pregunta. He revisado la información sobre el campamento Pinar Alto, que detalla las edades, las fechas y el precio del primer turno, las normas sobre los móviles, la prueba de natación y las cabañas, pero no dice nada sobre vacunas. Lo siento, no puedo decirte qué vacunas se exigen.", CAMP, True),
    w.refusal("es-ch-046", "refusal.hedged", "¿Cuánto cuesta una semana completa en el aparcamiento de larga estancia?", "No estoy del todo seguro, pero parece que una semana completa en larga estancia cuesta 45 €.", PARKING, False),
    w.refusal("es-ch-047", "refusal.partial", "¿Cuánto cuesta el bono para estudiantes y si incluye el transporte público?", "Para estudiantes con carné vigente, el bono cuesta 15 €. Sobre el transporte público, en cambio, no encuentro nada.", MUSEUM, False),
]

CORRECTNESS = [
    w.correct("es-ch-048", "correct.wordy", "¿Cuánto dura cada sesión del curso para cachorros?", "En la escuela canina Huellas, el curso para cachorros tiene seis sesiones semanales y cada una dura 45 minutos, así que ese es el tiempo que conviene reservar cada vez.", "Cada sesión dura 45 minutos.", True),
    w.correct("es-ch-049", "correct.short", "¿Antes de qué hora deben tener montado el puesto los vendedores?", "Antes de las 9:15.", "Los vendedores deben tener el puesto montado antes de las 9:15.", True),
    w.correct("es-ch-050", "correct.format", "¿Cuánto cuesta la entrada para los dos días del festival?", "Doce euros.", "La entrada para los dos días cuesta 12 €.", True),
    w.correct("es-ch-051", "wrong.value", "¿Cuánto cuesta el curso de iniciación al vidrio soplado?", "El curso de iniciación cuesta 58 €.", "El curso de iniciación cuesta 85 €.", False),
    w.correct("es-ch-052", "wrong.echo", "¿Cuánto cuesta al día el servicio de aparcacoches?", "El servicio de aparcacoches cuesta al día lo que cuesta al día el servicio de aparcacoches.", "El servicio de aparcacoches cuesta 18 € al día.", False),
    w.correct("es-ch-053", "wrong.role", "¿Quién es el adiestrador jefe de la escuela canina Huellas?", "El adiestrador jefe es Javier Soto, y Elena Ruiz es su compañera.", "La adiestradora jefa es Elena Ruiz, y Javier Soto es su compañero.", False),
]

RELEVANCY = [
    w.relevant("es-ch-054", "relevant.direct", "¿Qué requisitos debe cumplir el conductor en MudaFácil?", "El conductor debe tener al menos 21 años y un mínimo de 2 años de carné de conducir.", VAN, True),
    w.relevant("es-ch-055", "relevant.yesno", "¿Puede mi hija de 15 años hacer el curso de vidrio soplado?", "No, los participantes deben tener al menos 16 años.", GLASS, True),
    w.relevant("es-ch-056", "offtopic.true", "¿Cuántos huéspedes caben en la casa rural El Castaño?", "Se admiten hasta 2 perros con un suplemento de 15 € por perro y estancia.", COTTAGE, False),
    w.relevant("es-ch-057", "offtopic.other", "¿Cuánto cuesta al día el aparcamiento de larga estancia?", "La cafetería de la terminal abre a las 5:00 y sirve desayunos calientes.", PARKING, False),
]

DIAGNOSIS = [
    w.diag("es-ch-058", "diag.pass", "¿Cuándo se celebra el mercadillo «Segunda Puntada»?", "El primer domingo de cada mes, de 10:00 a 16:00.", {"market": MARKET, "glass": GLASS}, ("market",), "pass"),
    w.diag("es-ch-059", "diag.offtopic", "¿A qué hora empieza el concierto de clausura del festival?", "La entrada para un día cuesta 8 €, y los menores de 12 años entran gratis.", {"choir": CHOIR, "museum": MUSEUM}, ("choir",), "fix_generation"),
    w.diag("es-ch-060", "diag.unfaithful", "¿Cuántos participantes hay por instructor en el taller Soplo de Fuego?", "Hay hasta 10 participantes por instructor.", {"glass": GLASS, "dog-school": DOG_SCHOOL}, ("glass",), "fix_generation"),
    w.diag("es-ch-061", "diag.refused", "¿Cuánto es el recargo si devuelvo la furgoneta sin el depósito lleno?", "Lo siento, los documentos no mencionan ningún recargo por combustible.", {"van": VAN, "parking": PARKING}, ("van",), "fix_generation"),
    w.diag("es-ch-062", "diag.missed", "¿Cuántos campistas duermen en cada cabaña del campamento Pinar Alto?", "No he encontrado cuántos campistas comparten cabaña en Pinar Alto.", {"bowling": BOWLING, "market": MARKET}, ("camp",), "fix_retrieval"),
    w.diag("es-ch-063", "diag.correct_refusal", "¿El Bono Museos de Villamar incluye una visita guiada?", "Los documentos no dicen si el bono incluye una visita guiada.", {"museum": MUSEUM, "cottage": COTTAGE}, (), "correct_refusal"),
    w.diag("es-ch-064", "diag.should_refuse", "¿Hay un bar en la bolera Pleno Total?", "Sí, la bolera tiene un bar abierto hasta medianoche.", {"bowling": BOWLING, "dog-school": DOG_SCHOOL}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
