"""Spanish cases of set t56: la recogida de muebles a domicilio y los contenedores de
aceite en Sevilla, la licencia para un andamio y la tarjeta de residente de zona azul, un
club náutico y un club de baloncesto, una oficina de Correos y una mensajería en moto, un
taller de arreglos de ropa y un taller mecánico, un lavadero y un autolavado 24 horas."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

MUEBLES = (
    "Lipasam recoge muebles y enseres gratis a domicilio en Sevilla, previa cita en el 955 010 010. "
    "Se retiran hasta cinco objetos por servicio. "
    "Los enseres deben dejarse en la puerta del edificio la noche anterior, a partir de las 21:00."
)
ACEITE = (
    "El aceite de cocina usado se deposita en botellas de plástico cerradas en los contenedores naranjas. "
    "Hay 420 contenedores repartidos por la ciudad. "
    "Verter aceite por el fregadero puede acarrear multas de hasta 750 €."
)
ANDAMIO = (
    "Para instalar un andamio en la vía pública hace falta una licencia municipal. "
    "La tasa es de 1,20 € por metro cuadrado y día. "
    "La solicitud debe presentarse con al menos quince días de antelación."
)
RESIDENTE = (
    "Los vecinos del centro pueden pedir la tarjeta de residente de zona azul, que cuesta 30 € al año. "
    "Con ella se aparca sin límite de tiempo en su propio barrio. "
    "Se tramita en la oficina de Tussam de la plaza Ponce de León."
)
NAUTICO = (
    "El Club Náutico Guadalquivir se fundó en 1952 y estrenó su embarcadero actual en 1989. "
    "La cuota de socio es de 55 € al mes. "
    "El entrenador de remo Álvaro Benítez dirige los entrenamientos de competición, y Marta Ruiz se encarga de los cursos de iniciación."
)
BALONCESTO = (
    "El club Triana Basket entrena a los alevines los lunes y miércoles de 18:00 a 19:30. "
    "La inscripción anual es de 180 €, y los hermanos tienen un 20 % de descuento. "
    "Las pruebas de nivel son obligatorias para los nuevos jugadores."
)
CORREOS = (
    "La oficina de Correos de la avenida de la Constitución abre de lunes a viernes de 8:30 a 20:30 y los sábados de 9:30 a 13:00. "
    "Los envíos avisados se pueden recoger durante 15 días naturales. "
    "Para recoger un envío ajeno hay que presentar una autorización firmada."
)
MOTO = (
    "MotoExpress entrega en Sevilla capital en menos de dos horas. "
    "El precio es de 6 € por envío de hasta 5 kg. "
    "Los domingos no hay servicio."
)
ARREGLOS = (
    "Arreglos Carmen cose bajos de pantalón por 8 € y cambia cremalleras por 12 €. "
    "Los arreglos están listos en tres días. "
    "Carmen Villalobos abrió el taller en 1994, y su hija Rocío trabaja con ella desde 2015."
)
ORTEGA = (
    "Talleres Hermanos Ortega cambia el aceite desde 55 €. "
    "Para pasar la ITV, recogen el coche en casa por 25 € adicionales. "
    "El taller abre de lunes a viernes de 8:00 a 14:00 y de 16:00 a 19:00."
)
LAVADERO = (
    "El lavadero Agua Clara, en Nervión, ofrece lavado exterior por 9 € y lavado completo por 22 €. "
    "Abre de lunes a sábado de 9:00 a 21:00. "
    "El bono de diez lavados exteriores cuesta 75 €."
)
AUTOLAVADO = (
    "En el autolavado 24 horas de la carretera de Carmona, una ficha de 1 € da cuatro minutos de agua. "
    "Se admiten monedas y tarjeta. "
    "Está prohibido lavar camiones."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-t56-001", "para.synonym", "¿Cuesta algo que se lleven un sofá viejo?", "No, Lipasam se lleva los muebles de tu casa sin coste; solo tienes que pedir cita antes en el 955 010 010.", MUEBLES, True),
    w.faith("es-t56-002", "fmt.number", "¿Cuántos muebles se llevan de una vez?", "Retiran hasta 5 objetos en cada servicio.", MUEBLES, True),
    w.faith("es-t56-003", "fmt.time", "¿Cuándo tengo que sacar los muebles?", "La noche anterior, a partir de las nueve de la noche, en la puerta del edificio.", MUEBLES, True),
    w.faith("es-t56-004", "para.synonym", "¿Dónde tiro el aceite usado?", "Guárdalo en una botella de plástico bien cerrada y échala en un contenedor naranja.", ACEITE, True),
    w.faith("es-t56-005", "fmt.currency", "¿Pueden multarme por tirar aceite al fregadero?", "Sí, la multa puede llegar a setecientos cincuenta euros.", ACEITE, True),
    w.faith("es-t56-006", "para.nominal", "¿Con cuánta antelación pido la licencia del andamio?", "La presentación de la solicitud debe hacerse con un mínimo de quince días de antelación.", ANDAMIO, True),
    w.faith("es-t56-007", "fmt.abbrev", "¿Cuánto es la tasa del andamio?", "La tasa es de 1,20 € por m² y día.", ANDAMIO, True),
    w.faith("es-t56-008", "fmt.currency", "¿Cuánto cuesta la tarjeta de residente?", "La tarjeta de residente cuesta treinta euros anuales.", RESIDENTE, True),
    w.faith("es-t56-009", "para.passive", "¿Dónde tramito la tarjeta de residente?", "La tramita la oficina de Tussam de la plaza Ponce de León.", RESIDENTE, True),
    w.faith("es-t56-010", "para.combine", "¿Desde cuándo existe el Club Náutico Guadalquivir?", "El club nació en 1952, y su embarcadero actual se estrenó en 1989.", NAUTICO, True),
    w.faith("es-t56-011", "para.pronoun", "¿Quién da los cursos de iniciación?", "Marta Ruiz; ella se encarga de los cursos de iniciación.", NAUTICO, True),
    w.faith("es-t56-012", "wrap.attribution", "¿Cuánto pagan los socios?", "Según el club, la cuota de socio es de 55 € al mes.", NAUTICO, True),
    w.faith("es-t56-013", "fmt.time", "¿A qué hora entrenan los alevines?", "Los lunes y miércoles, de seis a siete y media de la tarde.", BALONCESTO, True),
    w.faith("es-t56-014", "fmt.share", "¿Hay descuento para hermanos?", "Sí, los hermanos se ahorran una quinta parte de la inscripción.", BALONCESTO, True),
    w.faith("es-t56-015", "para.synonym", "¿Mi hijo tiene que hacer una prueba?", "Sí, los jugadores nuevos tienen que pasar obligatoriamente una prueba de nivel.", BALONCESTO, True),
    w.faith("es-t56-016", "fmt.time", "¿Qué horario tiene Correos los sábados?", "Los sábados abre de nueve y media a una del mediodía.", CORREOS, True),
    w.faith("es-t56-017", "para.except", "¿Abre la oficina de Correos el domingo?", "No, solo abre de lunes a sábado.", CORREOS, True),
    w.faith("es-t56-018", "fmt.number", "¿Cuánto tiempo tengo para recoger un envío avisado?", "Puedes recogerlo durante quince días naturales.", CORREOS, True),
    w.faith("es-t56-019", "fmt.unit", "¿Cuánto cuesta mandar un paquete pequeño con MotoExpress?", "Los envíos de hasta 5000 g cuestan 6 €.", MOTO, True),
    w.faith("es-t56-020", "para.synonym", "¿Puedo mandar algo el domingo?", "No, MotoExpress no trabaja los domingos.", MOTO, True),
    w.faith("es-t56-021", "para.combine", "¿Quién lleva Arreglos Carmen?", "Carmen Villalobos abrió el taller en 1994, y desde 2015 trabaja allí con su hija Rocío.", ARREGLOS, True),
    w.faith("es-t56-022", "fmt.period", "¿Cuándo estarán mis arreglos?", "Los arreglos están listos en 72 horas.", ARREGLOS, True),
    w.faith("es-t56-023", "wrap.opener", "¿Cuánto cuesta un cambio de aceite?", "¡Hola! En Talleres Hermanos Ortega el cambio de aceite cuesta desde 55 €.", ORTEGA, True),
    w.faith("es-t56-024", "wrap.hedge", "¿Cuánto dura una ficha en el autolavado?", "Creo que cada ficha de 1 € te da cuatro minutos de agua.", AUTOLAVADO, True),
    w.faith("es-t56-025", "value.number", "¿Cuántos objetos recoge Lipasam?", "Retiran hasta diez objetos por servicio.", MUEBLES, False),
    w.faith("es-t56-026", "value.time", "¿A qué hora saco los muebles?", "La noche anterior, a partir de las 23:00.", MUEBLES, False),
    w.faith("es-t56-027", "added.entity", "¿Qué se echa en los contenedores naranjas?", "En los contenedores naranjas se deposita el aceite de cocina usado y también el aceite de motor.", ACEITE, False),
    w.faith("es-t56-028", "antonym", "¿Cómo llevo el aceite al contenedor?", "Las botellas con aceite deben dejarse abiertas en los contenedores naranjas.", ACEITE, False),
    w.faith("es-t56-029", "value.currency", "¿Cuánto es la tasa por el andamio?", "La tasa es de 2,10 € por metro cuadrado y día.", ANDAMIO, False),
    w.faith("es-t56-030", "direction", "¿Cuándo presento la solicitud?", "La solicitud debe presentarse como máximo quince días antes.", ANDAMIO, False),
    w.faith("es-t56-031", "quantifier", "¿Dónde puedo aparcar con la tarjeta de residente?", "Con la tarjeta se aparca sin límite de tiempo en todas las zonas azules de Sevilla.", RESIDENTE, False),
    w.faith("es-t56-032", "added.fact", "¿Cuánto cuesta la tarjeta de residente?", "Cuesta 30 € al año y se renueva automáticamente.", RESIDENTE, False),
    w.faith("es-t56-033", "value.date", "¿Cuándo se fundó el Club Náutico Guadalquivir?", "El Club Náutico Guadalquivir se fundó en 1989.", NAUTICO, False),
    w.faith("es-t56-034", "role.swap", "¿Quién dirige los entrenamientos de competición?", "Marta Ruiz dirige los entrenamientos de competición, y Álvaro Benítez los cursos de iniciación.", NAUTICO, False),
    w.faith("es-t56-035", "value.except", "¿Qué días entrenan los alevines?", "Los alevines entrenan los martes y jueves de 18:00 a 19:30.", BALONCESTO, False),
    w.faith("es-t56-036", "modality", "¿Es necesaria la prueba de nivel?", "La prueba de nivel es voluntaria para los nuevos jugadores.", BALONCESTO, False),
    w.faith("es-t56-037", "negation", "¿Puedo recoger el paquete de mi vecina?", "Sí, para recoger un envío ajeno no hace falta ninguna autorización.", CORREOS, False),
    w.faith("es-t56-038", "added.fact", "¿Cuánto tiempo tengo para recoger un envío?", "Tienes 15 días naturales; pasado ese plazo, el envío se destruye.", CORREOS, False),
    w.faith("es-t56-039", "value.unit", "¿Cuánto tarda MotoExpress?", "MotoExpress entrega en Sevilla capital en menos de dos días.", MOTO, False),
    w.faith("es-t56-040", "value.except", "¿Qué días trabaja MotoExpress?", "MotoExpress no da servicio ni los sábados ni los domingos.", MOTO, False),
    w.faith("es-t56-041", "role.swap", "¿Cuánto cuesta coser un bajo?", "Coser un bajo cuesta 12 € y cambiar una cremallera, 8 €.", ARREGLOS, False),
    w.faith("es-t56-042", "role.swap", "¿Quién abrió Arreglos Carmen?", "Rocío Villalobos abrió el taller en 1994, y su madre Carmen trabaja con ella desde 2015.", ARREGLOS, False),
    w.faith("es-t56-043", "added.fact", "¿Me ayudan con la ITV?", "Sí, recogen el coche en casa por 25 € adicionales y te lo devuelven lavado.", ORTEGA, False),
    w.faith("es-t56-044", "added.entity", "¿Qué vehículos no se pueden lavar en el autolavado?", "Está prohibido lavar camiones y autocaravanas.", AUTOLAVADO, False),
]

CORRECTNESS = [
    w.correct("es-t56-045", "correct.wordy", "¿Cuánto cuesta el lavado completo en Agua Clara?", "Si quieres que te dejen el coche limpio por dentro y por fuera, el lavado completo en Agua Clara sale por 22 €.", "22 €", True),
    w.correct("es-t56-046", "correct.format", "¿Cuánto cuesta el bono de diez lavados exteriores en Agua Clara?", "Setenta y cinco euros.", "75 €", True),
    w.correct("es-t56-047", "correct.short", "¿Quién abrió Arreglos Carmen?", "Carmen Villalobos.", "Arreglos Carmen lo abrió Carmen Villalobos en 1994.", True),
    w.correct("es-t56-048", "correct.format", "¿Cuánto tarda MotoExpress en entregar en Sevilla capital?", "Menos de 120 minutos.", "Menos de dos horas", True),
    w.correct("es-t56-049", "wrong.value", "¿Cuánto cuesta la inscripción anual en Triana Basket?", "La inscripción anual cuesta 150 €.", "180 €", False),
    w.correct("es-t56-050", "wrong.role", "¿Quién dirige los entrenamientos de competición del Club Náutico Guadalquivir?", "Los dirige Marta Ruiz.", "Álvaro Benítez", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
