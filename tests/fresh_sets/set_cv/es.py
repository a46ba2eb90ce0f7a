"""Fresh set cv, Spanish: bicicletas públicas, tienda de bellas artes, club de esgrima, casa del terror, fotógrafa de bodas, comedor universitario, museo de cerámica, aparcamiento, escuela de surf y acampada de festival."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

BIKES = (
    "El servicio municipal de bicicletas BiciRío de Valdemar cuenta con 1.450 bicicletas repartidas en 120 estaciones. "
    "El abono anual cuesta 50 €, y el pase de un día, 4 €. "
    "Para los abonados, los primeros 30 minutos de cada trayecto son gratis, y cada media hora adicional cuesta 0,50 €. "
    "Hay que tener al menos 16 años para usar el servicio; el casco se recomienda, pero no es obligatorio. "
    "Las estaciones funcionan todos los días excepto el 14 de abril de 2024, día del maratón de la ciudad. "
    "El mantenimiento de las bicicletas corre a cargo de la empresa Radio y Cadena."
)
ART = (
    "La tienda de bellas artes Ocre y Siena, en la calle del Molino, fue fundada en 2011 por las hermanas Nora y Teresa Alcázar. "
    "Abre todos los días excepto los lunes, de 10:00 a 20:00. "
    "Un bote de gesso de 500 ml cuesta 14 €, y una caja de acuarelas de 24 pastillas, 38 €. "
    "Los estudiantes con carné válido tienen un 15 % de descuento en todas las pinturas. "
    "Los pedidos de más de 60 € se envían gratis en un radio de 10 kilómetros. "
    "Nora imparte en persona la clase de dibujo de los jueves por la tarde, limitada a 12 personas."
)
FENCING = (
    "El Club de Esgrima Ribera se fundó en 1987 y tiene 140 socios. "
    "El curso de iniciación dura ocho semanas y cuesta 160 €, con el préstamo de careta, chaqueta y florete incluido. "
    "Los entrenamientos son los martes y los jueves de 19:00 a 21:00. "
    "Los menores de 18 años necesitan una autorización escrita de sus padres, y todos deben llevar careta en la pista. "
    "El maestro de armas Jorge Salinas entrenó a Lucía Ortega, campeona de España júnior de espada en 2022. "
    "Solo los socios con licencia del club pueden participar en competiciones regionales."
)
HAUNTED = (
    "La casa del terror «La Mansión de la Niebla» abre del 27 de septiembre al 2 de noviembre de 2024. "
    "Las visitas salen cada 15 minutos entre las 18:00 y las 23:00, y cada una dura unos 40 minutos. "
    "La entrada cuesta 28 € en taquilla y 24 € por internet. "
    "Los visitantes deben tener al menos 13 años, y los menores de 16 deben ir acompañados de un adulto. "
    "Está prohibido hacer fotos en todas partes, excepto en la tienda de recuerdos. "
    "Los actores están dirigidos por Gregorio Molina, y los decorados los construyeron nueve carpinteros."
)
PHOTO = (
    "La fotógrafa de bodas Amelia Herrera vive en Sevilla y ha cubierto más de 300 bodas desde 2015. "
    "También fotografía bodas en Lisboa, la capital de Portugal. "
    "Su paquete de día completo cuesta 2.400 € e incluye ocho horas de cobertura y 500 fotos editadas. "
    "Para reservar una fecha se exige una señal del 25 %, y el resto debe pagarse dos semanas antes de la boda. "
    "Las fotos editadas se entregan en un plazo de 6 semanas, y su segundo fotógrafo, León Bravo, la acompaña en todas las reservas de día completo. "
    "El desplazamiento es gratuito en un radio de 50 kilómetros de Sevilla; más allá, cuesta 0,40 € por kilómetro."
)
CANTEEN = (
    "El comedor universitario del campus de Los Olivos sirve la comida de lunes a viernes, de 13:00 a 15:30. "
    "Un menú caliente cuesta 4,50 € para los estudiantes y 7,20 € para el personal. "
    "El menú lo elabora la jefa de cocina Rosa Méndez, e incluye cada día al menos un plato vegano. "
    "El comedor tiene 450 plazas. "
    "La mitad de las 1.500 comidas que se venden al día se pagan con la tarjeta universitaria. "
    "Los estudiantes pueden traer su propia comida, pero todos deben recoger la bandeja al terminar."
)
CERAMICS = (
    "El Museo de la Cerámica de Valdemar alberga 3.200 piezas, desde porcelana china hasta gres contemporáneo. "
    "Abre de martes a domingo de 9:30 a 17:00, y los viernes hasta las 20:00. "
    "La entrada para adultos cuesta 12 €, y los menores de 18 años entran gratis. "
    "El edificio fue diseñado por la arquitecta Elena Okafor y se inauguró el 3 de marzo de 1998. "
    "La pieza más grande es una tinaja vidriada de 180 kilos. "
    "No se permite hacer fotos con flash en las salas."
)
PARKING = (
    "El aparcamiento de varias plantas de la plaza Mayor tiene 6 plantas y 820 plazas. "
    "Abre las 24 horas; aparcar cuesta 2,50 € la hora, con un máximo de 18 € al día. "
    "No pueden entrar vehículos de más de 2,10 metros de altura. "
    "Los 40 puntos de recarga para coches eléctricos están todos en las plantas 1 y 2. "
    "El abono mensual cuesta 95 € y debe renovarse antes del día 1 de cada mes. "
    "El aparcamiento es propiedad del Ayuntamiento de Valdemar y lo gestiona la empresa ParkPlus."
)
SURF = (
    "La escuela de surf Agua Salada da clases en la playa de las Dunas de abril a octubre. "
    "Una clase en grupo de dos horas cuesta 55 €, con tabla y neopreno incluidos. "
    "Cada monitor tiene como máximo 8 alumnos. "
    "Los alumnos deben saber nadar 50 metros. "
    "La escuela la fundó la Dra. Carmen Moreno, antigua bióloga marina. "
    "Las clases se cancelan cuando las olas superan los 2 metros."
)
CAMPSITE = (
    "La zona de acampada del festival Prados Verdes abre el jueves 18 de julio de 2024 a las 10:00, un día antes del primer concierto. "
    "Una parcela estándar para tienda cuesta 65 € todo el fin de semana, y una parcela para autocaravana, 150 €. "
    "Las hogueras están prohibidas en todas partes, excepto en los fosos de fuego señalizados. "
    "Hay 200 aseos y 60 duchas, y las duchas son gratuitas. "
    "De 2:00 a 8:00 hay que guardar silencio. "
    "La acampada la dirige Priya Navarro, y la seguridad corre a cargo de la empresa Escudo."
)

# fmt: off
FAITHFULNESS = [
    w.faith("es-cv-001", "para.reorder", "¿Cuántas bicicletas tiene BiciRío?", "En 120 estaciones están repartidas las 1.450 bicicletas de BiciRío.", BIKES, True),
    w.faith("es-cv-002", "para.passive", "¿Quién fundó Ocre y Siena?", "Las hermanas Nora y Teresa Alcázar fundaron la tienda en 2011.", ART, True),
    w.faith("es-cv-003", "para.synonym", "¿Cuándo entrena el club de esgrima?", "Las sesiones de práctica son los martes y los jueves, de 19:00 a 21:00.", FENCING, True),
    w.faith("es-cv-004", "para.nominal", "¿Cuánto dura la visita a La Mansión de la Niebla?", "La duración de cada visita es de unos 40 minutos.", HAUNTED, True),
    w.faith("es-cv-005", "para.capital", "¿Amelia Herrera hace bodas en Lisboa?", "Sí, también fotografía bodas en la capital portuguesa, Lisboa.", PHOTO, True),
    w.faith("es-cv-006", "para.pronoun", "¿Quién es Rosa Méndez?", "Es la jefa de cocina del comedor universitario y elabora el menú.", CANTEEN, True),
    w.faith("es-cv-007", "para.relative", "¿Quién diseñó el Museo de la Cerámica?", "El edificio, que se inauguró el 3 de marzo de 1998, lo diseñó la arquitecta Elena Okafor.", CERAMICS, True),
    w.faith("es-cv-008", "para.part", "¿Cuántas plazas tiene el aparcamiento de la plaza Mayor?", "El aparcamiento tiene 820 plazas.", PARKING, True),
    w.faith("es-cv-009", "para.combine", "¿Qué es Agua Salada?", "Es una escuela de surf fundada por la Dra. Carmen Moreno, antigua bióloga marina, que da clases en la playa de las Dunas de abril a octubre.", SURF, True),
    w.faith("es-cv-010", "fmt.number", "¿Cuántas duchas hay en la zona de acampada?", "Hay sesenta duchas, y son gratuitas.", CAMPSITE, True),
    w.faith("es-cv-011", "fmt.thousands", "¿Cuántas bicicletas hay en BiciRío?", "BiciRío cuenta con 1450 bicicletas.", BIKES, True),
    w.faith("es-cv-012", "fmt.scale", "¿Cuánto cuesta el gesso en Ocre y Siena?", "Un bote de medio litro de gesso cuesta 14 €.", ART, True),
    w.faith("es-cv-013", "fmt.date", "¿Hasta cuándo abre La Mansión de la Niebla?", "Abre hasta el 02/11/2024.", HAUNTED, True),
    w.faith("es-cv-014", "fmt.time", "¿A qué hora son los entrenamientos de esgrima?", "Los martes y los jueves, de 7 a 9 de la noche.", FENCING, True),
    w.faith("es-cv-015", "fmt.unit", "¿Hay límite de altura en el aparcamiento?", "Sí, no pueden entrar vehículos de más de 2,10 m de altura.", PARKING, True),
    w.faith("es-cv-016", "fmt.abbrev", "¿Quién fundó la escuela de surf Agua Salada?", "La fundó la doctora Carmen Moreno, antigua bióloga marina.", SURF, True),
    w.faith("es-cv-017", "fmt.currency", "¿Cuánto cobra Amelia Herrera por el desplazamiento?", "Es gratis en un radio de 50 kilómetros de Sevilla; más allá, cobra 40 céntimos por kilómetro.", PHOTO, True),
    w.faith("es-cv-018", "fmt.range", "¿Cuántos alumnos hay por monitor en las clases de surf?", "Ningún monitor tiene más de 8 alumnos.", SURF, True),
    w.faith("es-cv-019", "fmt.period", "¿Cuándo hay que pagar el resto del paquete?", "El resto debe pagarse 14 días antes de la boda.", PHOTO, True),
    w.faith("es-cv-020", "fmt.share", "¿Qué parte de las comidas se paga con la tarjeta universitaria?", "El 50 % de las 1.500 comidas que se venden al día se paga con la tarjeta universitaria.", CANTEEN, True),
    w.faith("es-cv-021", "para.except", "¿Puedo ir a Ocre y Siena un lunes?", "No, los lunes la tienda está cerrada.", ART, True),
    w.faith("es-cv-022", "wrap.opener", "Mi hijo tiene 15 años y quiere hacer esgrima, ¿qué necesita?", "¡Buena pregunta! Los menores de 18 años necesitan una autorización escrita de sus padres.", FENCING, True),
    w.faith("es-cv-023", "wrap.closer", "¿Cuánto cuesta entrar al Museo de la Cerámica?", "Los adultos pagan 12 €, y los menores de 18 años entran gratis. ¡Espero que te sirva!", CERAMICS, True),
    w.faith("es-cv-024", "wrap.attribution", "¿Cuánto cuestan las entradas de La Mansión de la Niebla?", "Según la información de la casa del terror, la entrada cuesta 24 € por internet y 28 € en taquilla.", HAUNTED, True),
    w.faith("es-cv-025", "wrap.hedge", "¿Se puede cargar un coche eléctrico en el aparcamiento?", "Creo que hay 40 puntos de recarga, todos en las plantas 1 y 2.", PARKING, True),
    w.faith("es-cv-026", "wrap.question", "¿Hay una edad mínima para usar BiciRío?", "Sí, hay que tener al menos 16 años. ¿Quieres que te diga también los precios?", BIKES, True),
    w.faith("es-cv-027", "value.number", "¿Cuántas plazas tiene el comedor universitario?", "El comedor tiene 540 plazas.", CANTEEN, False),
    w.faith("es-cv-028", "value.date", "¿Cuándo se inauguró el Museo de la Cerámica?", "Se inauguró el 3 de mayo de 1998.", CERAMICS, False),
    w.faith("es-cv-029", "value.time", "¿Cuándo abre la zona de acampada del festival?", "Abre el jueves 18 de julio de 2024 a las 10 de la noche.", CAMPSITE, False),
    w.faith("es-cv-030", "value.unit", "¿Cuándo se cancelan las clases de surf?", "Se cancelan cuando las olas superan los 2 pies.", SURF, False),
    w.faith("es-cv-031", "value.currency", "¿Cuánto cuesta el abono mensual del aparcamiento?", "El abono mensual cuesta 59 €.", PARKING, False),
    w.faith("es-cv-032", "role.swap", "¿Quién entrenó a la campeona de España júnior de espada de 2022?", "Lucía Ortega entrenó a Jorge Salinas, campeón de España júnior de espada en 2022.", FENCING, False),
    w.faith("es-cv-033", "negation", "¿Mi hija de 14 años puede ir sola a La Mansión de la Niebla?", "Hay que tener al menos 13 años, y los menores de 16 no necesitan ir acompañados de un adulto.", HAUNTED, False),
    w.faith("es-cv-034", "antonym", "¿Hay duchas en la zona de acampada?", "Hay 60 duchas, pero son de pago.", CAMPSITE, False),
    w.faith("es-cv-035", "modality", "¿Tengo que llevar casco para usar BiciRío?", "Sí, el casco es obligatorio.", BIKES, False),
    w.faith("es-cv-036", "quantifier", "¿Quién puede participar en competiciones regionales?", "Todos los socios del club pueden participar en competiciones regionales.", FENCING, False),
    w.faith("es-cv-037", "value.except", "¿Se pueden hacer fotos en la tienda de recuerdos?", "No, en la tienda de recuerdos tampoco se pueden hacer fotos.", HAUNTED, False),
    w.faith("es-cv-038", "direction", "¿Cuándo abre la acampada del festival?", "Abre el jueves 18 de julio de 2024 a las 10:00, un día después del primer concierto.", CAMPSITE, False),
    w.faith("es-cv-039", "added.fact", "¿Qué incluye el paquete de día completo?", "Cuesta 2.400 € e incluye ocho horas de cobertura, 500 fotos editadas y un álbum impreso.", PHOTO, False),
    w.faith("es-cv-040", "added.entity", "¿Quién elabora el menú del comedor?", "Lo elabora la jefa de cocina Rosa Méndez junto con el nutricionista Pablo Ríos.", CANTEEN, False),
    w.faith("es-cv-041", "mixed", "¿Cuándo da clases Agua Salada?", "De abril a octubre en la playa de las Dunas, y en invierno las clases siguen en una piscina de olas cubierta.", SURF, False),
]
REFUSAL = [
    w.refusal("es-cv-042", "refusal.plain", "¿Puedo subir una bici de BiciRío al tren?", "Lo siento, no tengo esa información.", BIKES, True),
    w.refusal("es-cv-043", "refusal.context", "¿Venden caballetes en Ocre y Siena?", "Los documentos proporcionados no dicen si la tienda vende caballetes.", ART, True),
    w.refusal("es-cv-044", "refusal.short", "¿El club de esgrima tiene duchas?", "Ni idea.", FENCING, True),
    w.refusal("es-cv-045", "refusal.long", "¿Hay una cafetería en el Museo de la Cerámica?", "¡Gracias por tu pregunta! La información que tengo describe la colección, los horarios, los precios y la historia del Museo de la Cerámica, pero no menciona ninguna cafetería. Por eso no puedo decirte si hay una. Te recomiendo que lo consultes directamente en la recepción del museo.", CERAMICS, True),
    w.refusal("es-cv-046", "refusal.hedged", "¿Cuánto dura una visita a la casa del terror?", "No estoy del todo seguro, pero creo que cada visita dura unos 40 minutos.", HAUNTED, False),
    w.refusal("es-cv-047", "refusal.partial", "¿Cuánto cuesta aparcar y hay descuento para personas con discapacidad?", "Aparcar cuesta 2,50 € la hora, con un máximo de 18 € al día. Sobre un descuento para personas con discapacidad, los documentos no dicen nada.", PARKING, False),
]
CORRECTNESS = [
    w.correct("es-cv-048", "correct.wordy", "¿Cuánto cuesta una clase de surf en grupo?", "En Agua Salada, una clase en grupo de dos horas cuesta 55 €, y en ese precio ya van incluidos la tabla y el neopreno.", "55 €", True),
    w.correct("es-cv-049", "correct.short", "¿Quién dirige la zona de acampada del festival?", "Priya Navarro.", "La acampada la dirige Priya Navarro, y la seguridad corre a cargo de la empresa Escudo.", True),
    w.correct("es-cv-050", "correct.format", "¿Cuánto cuesta el paquete de día completo de Amelia Herrera?", "2400 euros.", "2.400 €", True),
    w.correct("es-cv-051", "wrong.value", "¿Cuánto paga el personal por un menú caliente en el comedor?", "El personal paga 4,50 €.", "7,20 €", False),
    w.correct("es-cv-052", "wrong.echo", "¿A partir de qué edad se puede usar BiciRío?", "Se puede usar BiciRío a partir de la edad a la que se puede usar BiciRío.", "A partir de los 16 años", False),
    w.correct("es-cv-053", "wrong.role", "¿Quién ganó el campeonato de España júnior de espada en 2022?", "Jorge Salinas.", "Lucía Ortega, entrenada por Jorge Salinas", False),
]
RELEVANCY = [
    w.relevant("es-cv-054", "relevant.direct", "¿Qué edad hay que tener para entrar en La Mansión de la Niebla?", "Al menos 13 años.", HAUNTED, True),
    w.relevant("es-cv-055", "relevant.yesno", "¿Puedo entrar en el aparcamiento con una furgoneta de 2,50 metros de alto?", "No, no pueden entrar vehículos de más de 2,10 metros.", PARKING, True),
    w.relevant("es-cv-056", "offtopic.true", "¿Cuánto cuesta la entrada de adulto al Museo de la Cerámica?", "El edificio fue diseñado por la arquitecta Elena Okafor.", CERAMICS, False),
    w.relevant("es-cv-057", "offtopic.other", "¿Qué horario tiene Ocre y Siena?", "Una caja de acuarelas de 24 pastillas cuesta allí 38 €.", ART, False),
]
DIAGNOSIS = [
    w.diag("es-cv-058", "diag.pass", "¿Se pueden hacer hogueras en la zona de acampada?", "Solo en los fosos de fuego señalizados; en el resto de la zona están prohibidas.", {"campsite": CAMPSITE, "surf": SURF}, ("campsite",), "pass"),
    w.diag("es-cv-059", "diag.offtopic", "¿Cuánto cuesta el abono anual de BiciRío?", "Las bicicletas las mantiene la empresa Radio y Cadena.", {"bikes": BIKES, "parking": PARKING}, ("bikes",), "fix_generation"),
    w.diag("es-cv-060", "diag.unfaithful", "¿Cuánto cuesta el paquete de día completo de Amelia Herrera?", "Cuesta 1.400 €.", {"photo": PHOTO, "canteen": CANTEEN}, ("photo",), "fix_generation"),
    w.diag("es-cv-061", "diag.refused", "¿A qué hora sirve la comida el comedor universitario?", "Lo siento, no lo sé.", {"canteen": CANTEEN, "ceramics": CERAMICS}, ("canteen",), "fix_generation"),
    w.diag("es-cv-062", "diag.missed", "¿Hace falta saber nadar para una clase de surf?", "No he encontrado nada sobre eso.", {"haunted": HAUNTED, "art": ART}, ("surf",), "fix_retrieval"),
    w.diag("es-cv-063", "diag.correct_refusal", "¿El Club de Esgrima Ribera ofrece clases de sable?", "Los documentos no indican si el club ofrece clases de sable.", {"fencing": FENCING, "ceramics": CERAMICS}, (), "correct_refusal"),
    w.diag("es-cv-064", "diag.should_refuse", "¿Hay aparcamiento en La Mansión de la Niebla?", "Sí, la mansión tiene un aparcamiento gratuito con 200 plazas.", {"haunted": HAUNTED, "surf": SURF}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
