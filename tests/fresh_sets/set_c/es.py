# ruff: noqa: E501
"""Fresh set C, Spanish: Spanish number, money, date and unit formats (4.500, 6,4, 240 €)
over short documents of a library, bike sharing, a commuter train, home insurance, a
cooking course, a smartphone, a tax office, a museum shop, admissions, a language school
and a recycling point."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("es")

LIBRARY = (
    "La Biblioteca Municipal de Alcalá abre de lunes a viernes de 9:00 a 20:00 y los sábados de 10:00 a 14:00. "
    "El carné de socio es gratuito para los vecinos empadronados. "
    "Cada socio puede llevarse hasta ocho libros durante quince días."
)
BIKE = (
    "El servicio BiciVerde de Zaragoza cuenta con 130 estaciones. "
    "El abono anual cuesta 45 € y los primeros 30 minutos de cada viaje son gratuitos. "
    "Es obligatorio dejar la bicicleta anclada en una estación al terminar el viaje."
)
TRAIN = (
    "Los trenes de Cercanías Costa salen de Málaga hacia Fuengirola cada 20 minutos. "
    "El primer tren sale a las 5:30 y el último a las 23:40. "
    "Los menores de 4 años viajan gratis."
)
INSURANCE = (
    "El seguro Hogar Total cubre los daños por agua, incendio y robo. "
    "La franquicia es de 300 € por siniestro. "
    "Los daños causados por inundaciones no están cubiertos."
)
COOKING = (
    "El curso de cocina mediterránea de la escuela Sal y Limón dura seis semanas, con una clase cada jueves. "
    "Cada clase dura dos horas y media. "
    "El precio total es de 240 € e incluye todos los ingredientes. "
    "El grupo es de doce alumnos como máximo."
)
PHONE = (
    "El móvil Aria 9 tiene una pantalla de 6,4 pulgadas y una batería de 4.500 mAh. "
    "Pesa 180 g. "
    "Se vende en negro y azul por 599 €."
)
TAX = (
    "La Oficina de Tributos de Valencia recaudó 3,2 millones de euros por el impuesto de vehículos el año pasado. "
    "El plazo de pago voluntario termina el 31 de mayo. "
    "Los vehículos eléctricos tienen una bonificación del 75 % en este impuesto. "
    "El impuesto subirá un 3 % el próximo año."
)
MUSEUM = (
    "La tienda del Museo del Mar está en la planta baja, junto a la salida. "
    "Abre todos los días excepto los lunes, de 10:00 a 19:00. "
    "Los socios del museo tienen un 15 % de descuento en todos los productos."
)
ADMISSIONS = (
    "El plazo de preinscripción para los grados de la Universidad de Salamanca va del 10 de junio al 5 de julio. "
    "Los estudiantes extranjeros deben presentar un certificado de español de nivel B2. "
    "Las listas de admitidos se publican el 15 de julio."
)
LANGUAGE = (
    "La academia Idiomas Sur ofrece cursos de inglés de octubre a junio. "
    "Las clases son dos veces por semana y duran 90 minutos. "
    "Algunos profesores son nativos."
)
RECYCLING = (
    "El punto limpio de Getafe abre de martes a domingo de 8:00 a 14:00. "
    "Se aceptan aparatos eléctricos, aceite usado y muebles. "
    "No se admiten residuos de obra."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases
    w.faith("es-c-001", "para.synonym", "¿Cuántas personas puede haber en el curso de cocina?", "El grupo tiene un máximo de doce estudiantes.", COOKING, True),
    w.faith("es-c-002", "para.nominal", "¿Cuándo salen las listas de admitidos?", "La publicación de las listas de admitidos es el 15 de julio.", ADMISSIONS, True),
    w.faith("es-c-003", "para.pronoun", "¿En qué colores está disponible el Aria 9?", "Lo venden en negro y azul por 599 €.", PHONE, True),
    w.faith("es-c-004", "para.except", "¿Qué días abre el punto limpio?", "El punto limpio de Getafe abre todos los días menos los lunes.", RECYCLING, True),
    w.faith("es-c-005", "fmt.date", "¿Hasta cuándo puedo hacer la preinscripción?", "Puedes hacer la preinscripción hasta el 05/07.", ADMISSIONS, True),
    w.faith("es-c-006", "fmt.unit", "¿Cuánto pesa el Aria 9?", "El Aria 9 pesa 0,18 kg.", PHONE, True),
    w.faith("es-c-007", "fmt.scale", "¿Cuánto recaudó la oficina el año pasado?", "La Oficina de Tributos de Valencia recaudó 3.200.000 € por el impuesto de vehículos el año pasado.", TAX, True),
    w.faith("es-c-008", "fmt.share", "¿Qué bonificación tienen los vehículos eléctricos?", "Los vehículos eléctricos tienen una bonificación de tres cuartas partes del impuesto.", TAX, True),
    w.faith("es-c-009", "wrap.opener", "¿Cuánto cuesta el abono anual de BiciVerde?", "¡Claro! El abono anual de BiciVerde cuesta 45 €.", BIKE, True),
    w.faith("es-c-010", "wrap.attribution", "¿Qué cubre el seguro Hogar Total?", "Según la documentación del seguro, Hogar Total cubre los daños por agua, incendio y robo.", INSURANCE, True),
    # one clear error each
    w.faith("es-c-011", "value.number", "¿Cuántos libros puedo llevarme?", "Cada socio puede llevarse hasta diez libros durante quince días.", LIBRARY, False),
    w.faith("es-c-012", "value.except", "¿Qué días abre la tienda del museo?", "La tienda abre todos los días excepto los martes, de 10:00 a 19:00.", MUSEUM, False),
    w.faith("es-c-013", "antonym", "¿Tienen que pagar los vecinos por el carné de socio?", "Sí, el carné de socio es de pago para los vecinos empadronados.", LIBRARY, False),
    w.faith("es-c-014", "modality", "¿Tengo que dejar la bici en una estación?", "Dejar la bicicleta anclada en una estación al terminar el viaje es opcional.", BIKE, False),
    w.faith("es-c-015", "quantifier", "¿Los profesores son nativos?", "Todos los profesores de Idiomas Sur son nativos.", LANGUAGE, False),
    w.faith("es-c-016", "direction", "¿Cambiará el impuesto de vehículos?", "El impuesto bajará un 3 % el próximo año.", TAX, False),
    w.faith("es-c-017", "added.fact", "¿Cuánto cuesta el curso de cocina?", "El curso cuesta 240 € en total, incluye todos los ingredientes y al final se entrega un diploma.", COOKING, False),
    w.faith("es-c-018", "mixed", "¿A qué hora salen el primer y el último tren?", "El primer tren sale a las 5:30 y el último a las 22:40.", TRAIN, False),
]

REFUSAL: list[Case] = [
    w.refusal("es-c-019", "refusal.plain", "¿La biblioteca presta ordenadores portátiles?", "Lo siento, pero no sé si la biblioteca presta portátiles.", LIBRARY, True),
    w.refusal("es-c-020", "refusal.long", "¿Puedo pagar el impuesto de vehículos con tarjeta?", "Gracias por tu consulta. Por desgracia, en la información de la que dispongo no se indica qué formas de pago acepta la Oficina de Tributos de Valencia. Te recomiendo ponerte en contacto directamente con la oficina para confirmarlo.", TAX, True),
    w.refusal("es-c-021", "refusal.hedged", "¿Cuánto dura cada clase de inglés?", "Si no me equivoco, cada clase dura 90 minutos.", LANGUAGE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("es-c-022", "correct.format", "¿A qué hora sale el último tren?", "A las doce menos veinte de la noche.", "El último tren sale a las 23:40.", True),
    w.correct("es-c-023", "correct.short", "¿Cuál es la franquicia del seguro Hogar Total?", "300 euros por siniestro.", "La franquicia es de 300 € por siniestro.", True),
    w.correct("es-c-024", "wrong.value", "¿Cuántas estaciones tiene BiciVerde?", "BiciVerde tiene 310 estaciones.", "BiciVerde cuenta con 130 estaciones.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("es-c-025", "relevant.direct", "¿Cuánto dura el curso de cocina mediterránea?", "Seis semanas, con una clase cada jueves.", COOKING, True),
    w.relevant("es-c-026", "relevant.yesno", "¿Pagan billete los menores de 4 años?", "No, viajan gratis.", TRAIN, True),
    w.relevant("es-c-027", "offtopic.true", "¿Dónde está la tienda del museo?", "Los socios del museo tienen un 15 % de descuento en todos los productos.", MUSEUM, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("es-c-028", "diag.pass", "¿Qué residuos no admite el punto limpio?",
           "No se admiten residuos de obra.",
           {"pl-2": "Se aceptan aparatos eléctricos, aceite usado y muebles. No se admiten residuos de obra.",
            "pl-1": "El punto limpio de Getafe abre de martes a domingo de 8:00 a 14:00."},
           ("pl-2",), "pass"),
    w.diag("es-c-029", "diag.refused", "¿Cuándo se publican las listas de admitidos?",
           "No dispongo de información sobre la fecha de publicación de las listas.",
           {"usal-3": "Las listas de admitidos de la Universidad de Salamanca se publican el 15 de julio.",
            "usal-1": "El plazo de preinscripción para los grados de la Universidad de Salamanca va del 10 de junio al 5 de julio."},
           ("usal-3",), "fix_generation"),
    w.diag("es-c-030", "diag.missed", "¿Cuánto cuesta el abono anual de BiciVerde?",
           "Lo siento, en los documentos no aparece el precio del abono anual.",
           {"bici-1": "El servicio BiciVerde de Zaragoza cuenta con 130 estaciones.",
            "bici-3": "Es obligatorio dejar la bicicleta anclada en una estación al terminar el viaje."},
           ("bici-2",), "fix_retrieval"),
    w.diag("es-c-031", "diag.should_refuse", "¿El Aria 9 es resistente al agua?",
           "Sí, el Aria 9 tiene certificación IP68 y aguanta sumergido hasta 1,5 metros.",
           {"aria-1": "El móvil Aria 9 tiene una pantalla de 6,4 pulgadas y una batería de 4.500 mAh.",
            "aria-2": "Pesa 180 g. Se vende en negro y azul por 599 €."},
           (), "should_refuse"),
    w.diag("es-c-032", "diag.correct_refusal", "¿La academia Idiomas Sur tiene aparcamiento para alumnos?",
           "La información disponible no dice nada sobre aparcamiento, así que no puedo responder a eso.",
           {"lang-1": "La academia Idiomas Sur ofrece cursos de inglés de octubre a junio.",
            "lang-2": "Las clases son dos veces por semana y duran 90 minutos."},
           (), "correct_refusal"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
